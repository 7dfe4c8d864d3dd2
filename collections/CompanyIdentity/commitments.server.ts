import type { Payload, PayloadRequest } from 'payload'
import type { CompanyIdentity as CompanyIdentityGlobal, PaymentSetting } from '../../payload-types.ts'
import { globalSlugs } from '../slugs.ts'
import { loadPricingSettings } from '../PricingGrid/price-grid.server.ts'
import { eurosToCents } from '../../src/domain/money/index.ts'
import { offeredPaymentMethods, type Commitments, type CompanyIdentity } from '../../src/domain/commitments/index.ts'
import { stripeGateway } from '../../src/platform/adapters/payments/stripe.ts'

/** The company identity global in the domain's units (capital in cents); '' for what was never entered. */
function toCompanyIdentity(global: Partial<CompanyIdentityGlobal>): CompanyIdentity {
  return {
    legalName: global.legalName ?? '',
    legalForm: global.legalForm ?? '',
    capitalCents: eurosToCents(global.capital ?? 0),
    siret: (global.siret ?? '').replace(/\s/g, ''),
    rcs: global.rcs ?? '',
    vatNumber: (global.vatNumber ?? '').replace(/\s/g, '').toUpperCase(),
    address: global.address ?? '',
    email: global.email ?? '',
    phone: global.phone ?? '',
    publicationDirector: global.publicationDirector ?? '',
    host: { name: global.host?.name ?? '', address: global.host?.address ?? '', phone: global.host?.phone ?? '' },
    mediator: { name: global.mediator?.name ?? '', address: global.mediator?.address ?? '', website: global.mediator?.website ?? '' },
    decennale: { insurer: global.decennale?.insurer ?? '', policyNumber: global.decennale?.policyNumber ?? '', coverage: global.decennale?.coverage ?? '' },
  }
}

/** Whether customers can be told where to send a transfer. */
const hasBankDetails = (settings: Partial<PaymentSetting>) => Boolean(settings.iban?.trim() && settings.holder?.trim())

/**
 * The company identity and the payment terms, read afresh as the system (they are public commitments; the
 * globals themselves are back-office reads). Pass the request from a hook, so that the reads join its
 * transaction. Screens, emails and PDFs go through src/server/commitments's cached `readCommitments`.
 */
export async function loadCommitments(payload: Payload, req?: PayloadRequest): Promise<Commitments> {
  const inRequest = req ? { req } : {}
  const [company, pricing, paymentSettings] = await Promise.all([
    payload.findGlobal({ slug: globalSlugs.companyIdentity, depth: 0, overrideAccess: true, ...inRequest }),
    loadPricingSettings(payload, req),
    payload.findGlobal({ slug: globalSlugs.paymentSettings, depth: 0, overrideAccess: true, ...inRequest }),
  ])
  return {
    company: toCompanyIdentity(company),
    terms: {
      auditPriceCents: pricing.auditPrice,
      depositPercent: pricing.terms.depositPercent,
      balanceDue: pricing.terms.balanceDue,
      paymentMethods: offeredPaymentMethods({ hasCardGateway: stripeGateway() !== null, hasBankDetails: hasBankDetails(paymentSettings) }),
      quoteValidityDays: pricing.quoteValidityDays,
      withdrawalDays: pricing.terms.withdrawalDays,
    },
  }
}
