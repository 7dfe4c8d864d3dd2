import type { Payload } from 'payload'
import { globalSlugs } from '../collections/slugs.ts'

/** The bank account shown in transfer instructions: a demo account (the IBAN of the banks' own examples). */
export async function seedPaymentSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: globalSlugs.paymentSettings,
    data: { holder: 'Maisonnée SAS', iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'DEMOFRPPXXX', bank: 'Banque de démonstration' },
    overrideAccess: true,
  })
}
