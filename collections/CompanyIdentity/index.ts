import type { GlobalConfig } from 'payload'
import { globalSlugs } from '../slugs.ts'
import { isAdmin } from '../access/is-admin.ts'
import { isStaffOrMarketing } from '../access/is-staff-or-marketing.ts'
import { forgetCachedCommitments } from './hooks/forget-cached-commitments.ts'
import { isCompanySiret, isRcsOfSiret, isVatNumberOfSiret } from './validations.ts'

/**
 * Who the company is, entered once (issue #36): the mentions légales, CGU and CGV quote it through their
 * placeholders, and every PDF prints it in its company block. Read by staff and marketing (who write the
 * texts that quote it), changed by admins only; every change is kept as a version.
 */
export const CompanyIdentity: GlobalConfig = {
  slug: globalSlugs.companyIdentity,
  label: 'Identité de l’entreprise',
  admin: {
    group: 'Suivi des projets',
    description: 'Saisie une seule fois : les mentions légales, les CGU, les CGV et tous les documents PDF reprennent ces informations.',
  },
  versions: { drafts: false, max: 20 },
  access: { read: isStaffOrMarketing, readVersions: isAdmin, update: isAdmin },
  hooks: { afterChange: [forgetCachedCommitments] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Société',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'legalName', label: 'Raison sociale', type: 'text', required: true },
                { name: 'legalForm', label: 'Forme juridique', type: 'text', required: true, admin: { description: 'Par exemple : société par actions simplifiée.' } },
                { name: 'capital', label: 'Capital social (€)', type: 'number', required: true, min: 0 },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'siret', label: 'SIRET', type: 'text', required: true, validate: isCompanySiret },
                { name: 'rcs', label: 'RCS', type: 'text', required: true, validate: isRcsOfSiret, admin: { description: 'Ville du greffe et SIREN : « RCS Paris 912 345 675 ».' } },
                { name: 'vatNumber', label: 'Numéro de TVA intracommunautaire', type: 'text', required: true, validate: isVatNumberOfSiret },
              ],
            },
            { name: 'address', label: 'Adresse du siège', type: 'textarea', required: true },
            {
              type: 'row',
              fields: [
                { name: 'email', label: 'Email de contact', type: 'email', required: true },
                { name: 'phone', label: 'Téléphone', type: 'text', required: true },
                { name: 'publicationDirector', label: 'Directeur de la publication', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'Hébergeur',
          fields: [
            {
              name: 'host',
              type: 'group',
              label: false,
              fields: [
                { name: 'name', label: 'Hébergeur du site', type: 'text', required: true },
                { name: 'address', label: 'Adresse de l’hébergeur', type: 'textarea', required: true },
                { name: 'phone', label: 'Téléphone de l’hébergeur', type: 'text', required: true },
              ],
            },
          ],
        },
        {
          label: 'Médiation et assurance',
          fields: [
            {
              name: 'mediator',
              type: 'group',
              label: 'Médiateur de la consommation',
              fields: [
                { name: 'name', label: 'Nom', type: 'text', required: true },
                { name: 'address', label: 'Adresse', type: 'textarea', required: true },
                { name: 'website', label: 'Site internet', type: 'text', required: true },
              ],
            },
            {
              name: 'decennale',
              type: 'group',
              label: 'Assurance décennale',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'insurer', label: 'Assureur', type: 'text', required: true },
                    { name: 'policyNumber', label: 'Numéro de contrat', type: 'text', required: true },
                  ],
                },
                { name: 'coverage', label: 'Couverture (activités et zone géographique)', type: 'textarea', required: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
