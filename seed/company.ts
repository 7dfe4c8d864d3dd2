import type { Payload } from 'payload'
import { globalSlugs } from '../collections/slugs.ts'
import { COMPANY_IDENTITY } from './content/company.ts'

/** Who the company is (global 'company-identity'): quoted by the legal texts and printed on every PDF. */
export async function seedCompanyIdentity(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: globalSlugs.companyIdentity,
    data: { ...COMPANY_IDENTITY, host: { ...COMPANY_IDENTITY.host }, mediator: { ...COMPANY_IDENTITY.mediator }, decennale: { ...COMPANY_IDENTITY.decennale } },
    overrideAccess: true,
  })
}
