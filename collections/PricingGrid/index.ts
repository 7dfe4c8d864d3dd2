import type { GlobalConfig } from 'payload'
import { globalSlugs, slugs } from '../slugs.ts'
import { isStaffOrMarketing } from '../access/is-staff-or-marketing.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { isAtLeastLowPrice } from './validations.ts'
import { rejectDuplicatePriceRows } from './hooks/reject-duplicate-price-rows.ts'
import { forgetCachedCommitments } from '../CompanyIdentity/hooks/forget-cached-commitments.ts'
import { DEFAULT_TERMS, DEPOSIT_PERCENT_RANGE } from '../../src/domain/commitments/index.ts'

/**
 * The price grid (issue #7): prices per m² by room type and renovation level, fixed costs, VAT, and the
 * terms every commitment quotes (issue #36: audit price, deposit, balance, quote validity, withdrawal
 * period; the company itself is the « Identité de l’entreprise » global). Read by staff, who quote from
 * it; set by marketing, who also write the CGV that quote these terms.
 */
export const PricingGrid: GlobalConfig = {
  slug: globalSlugs.pricingGrid,
  label: 'Grille de prix',
  admin: {
    group: 'Questionnaire',
    description: 'Les prix servent au budget indicatif montré au client à la fin du questionnaire et aux devis générés. Montants en euros hors taxes.',
  },
  versions: { drafts: false, max: 20 },
  // Earlier prices: read by whoever reads the grid, never by a customer (issue #37: they were, through /versions).
  access: { read: isStaffOrMarketing, readVersions: isStaffOrMarketing, update: isMarketing },
  hooks: { beforeChange: [rejectDuplicatePriceRows], afterChange: [forgetCachedCommitments] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Prix au m²',
          fields: [
            {
              name: 'rows',
              label: 'Prix par pièce et niveau de rénovation',
              type: 'array',
              labels: { singular: 'Prix', plural: 'Prix' },
              // One table, rooms by levels, in place of a card per row; each input is still this array's own field.
              admin: { components: { Field: '/src/admin/price-grid-table/price-grid-table.tsx#PriceGridTable' } },
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'roomValue',
                      label: 'Pièce (valeur)',
                      type: 'text',
                      required: true,
                      admin: { description: 'La valeur de la pièce dans la question « pièces » du questionnaire : sejour, cuisine, salle_de_bain…' },
                    },
                    { name: 'level', label: 'Niveau de rénovation', type: 'relationship', relationTo: slugs.levels, required: true },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'lowPerSquareMetre', label: 'Prix bas (€ HT / m²)', type: 'number', required: true, min: 0 },
                    { name: 'highPerSquareMetre', label: 'Prix haut (€ HT / m²)', type: 'number', required: true, min: 0, validate: isAtLeastLowPrice },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Frais, TVA et conditions',
          fields: [
            {
              name: 'fixedCosts',
              label: 'Frais fixes par projet',
              type: 'array',
              labels: { singular: 'Frais fixe', plural: 'Frais fixes' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'label', label: 'Libellé', type: 'text', required: true },
                    { name: 'amount', label: 'Montant (€ HT)', type: 'number', required: true, min: 0 },
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'vatRate', label: 'Taux de TVA (%)', type: 'number', required: true, defaultValue: 10, min: 0, max: 100, admin: { description: '10 % pour la rénovation d’un logement de plus de deux ans.' } },
                { name: 'auditPrice', label: 'Prix de l’audit (€ TTC)', type: 'number', required: true, defaultValue: 700, min: 0 },
                {
                  name: 'auditVatRate',
                  label: 'TVA de l’audit (%)',
                  type: 'number',
                  required: true,
                  defaultValue: DEFAULT_TERMS.auditVatRatePercent,
                  min: 0,
                  max: 100,
                  admin: { description: 'Imprimée sur le reçu de l’audit (montants HT, TVA et TTC).' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'quoteValidityDays', label: 'Validité des devis (jours)', type: 'number', required: true, defaultValue: DEFAULT_TERMS.quoteValidityDays, min: 1, max: 365 },
                {
                  name: 'depositPercent',
                  label: 'Acompte avant signature (% du devis TTC)',
                  type: 'number',
                  required: true,
                  defaultValue: DEFAULT_TERMS.depositPercent,
                  min: DEPOSIT_PERCENT_RANGE.min,
                  max: DEPOSIT_PERCENT_RANGE.max,
                  admin: { description: 'Payé par le client quand le devis et la présentation des honoraires lui sont remis, avant la signature. 100 % : tout le devis.' },
                },
                {
                  name: 'balanceDue',
                  label: 'Paiement du solde',
                  type: 'select',
                  required: true,
                  defaultValue: DEFAULT_TERMS.balanceDue,
                  options: [
                    { value: 'instalments', label: 'Par échéances, selon l’avancement des travaux' },
                    { value: 'handover', label: 'À la réception des travaux' },
                  ],
                },
                {
                  name: 'withdrawalDays',
                  label: 'Délai de rétractation (jours)',
                  type: 'number',
                  required: true,
                  defaultValue: DEFAULT_TERMS.withdrawalDays,
                  min: 14,
                  max: 365,
                  admin: { description: '14 jours au minimum (Code de la consommation, article L221-18).' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
