import type { GlobalConfig } from 'payload'
import { globalSlugs } from '../slugs.ts'
import { isAdmin } from '../access/is-admin.ts'
import { isStaff } from '../access/is-staff.ts'
import { nobody } from '../access/nobody.ts'
import { forgetCachedCommitments } from '../CompanyIdentity/hooks/forget-cached-commitments.ts'

/** The bank account customers pay by transfer to, shown in the transfer instructions. */
export const PaymentSettings: GlobalConfig = {
  slug: globalSlugs.paymentSettings,
  label: 'Coordonnées bancaires',
  admin: { group: 'Suivi des projets', description: 'Affichées au client qui choisit de payer par virement.' },
  access: { read: isStaff, readVersions: nobody, update: isAdmin },
  // The payment methods the CGV and screens name depend on these details being set.
  hooks: { afterChange: [forgetCachedCommitments] },
  fields: [
    { name: 'holder', label: 'Titulaire du compte', type: 'text', required: true },
    { name: 'iban', label: 'IBAN', type: 'text', required: true },
    { name: 'bic', label: 'BIC', type: 'text', required: true },
    { name: 'bank', label: 'Banque', type: 'text' },
  ],
}
