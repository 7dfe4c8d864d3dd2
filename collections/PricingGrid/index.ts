import type { GlobalConfig } from 'payload'
import { globalSlugs, slugs } from '../slugs.ts'
import { isStaffOrMarketing } from '../access/is-staff-or-marketing.ts'
import { isMarketing } from '../access/is-marketing.ts'
import { isAtLeastLowPrice, isSiret } from './validations.ts'
import { rejectDuplicatePriceRows } from './hooks/reject-duplicate-price-rows.ts'

/**
 * The price grid (issue #7): prices per m² by room type and renovation level, fixed costs, VAT and the
 * company details printed on quotes. Read by staff, who quote from it; set by marketing.
 */
export const PricingGrid: GlobalConfig = {
  slug: globalSlugs.pricingGrid,
  label: 'Grille de prix',
  admin: {
    group: 'Questionnaire',
    description: 'Les prix servent au budget indicatif montré au client à la fin du questionnaire et aux devis générés. Montants en euros hors taxes.',
  },
  versions: { drafts: false, max: 20 },
  access: { read: isStaffOrMarketing, update: isMarketing },
  hooks: { beforeChange: [rejectDuplicatePriceRows] },
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
          label: 'Frais et TVA',
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
                { name: 'quoteValidityDays', label: 'Validité des devis (jours)', type: 'number', required: true, defaultValue: 90, min: 1, max: 365 },
              ],
            },
          ],
        },
        {
          label: 'Société',
          description: 'Les coordonnées imprimées en tête des devis et des documents.',
          fields: [
            {
              name: 'company',
              type: 'group',
              label: false,
              fields: [
                { name: 'name', label: 'Raison sociale', type: 'text', required: true, defaultValue: 'Maisonnée' },
                { name: 'address', label: 'Adresse', type: 'textarea', required: true, defaultValue: '' },
                { name: 'siret', label: 'SIRET', type: 'text', validate: isSiret },
                {
                  type: 'row',
                  fields: [
                    { name: 'email', label: 'Email', type: 'email' },
                    { name: 'phone', label: 'Téléphone', type: 'text' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
