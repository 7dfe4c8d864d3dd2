import type { Cents } from '../money/index.ts'

/**
 * Every commitment the company makes to a customer, from one source (issue #36): who the company is (the
 * back office's « Identité de l’entreprise ») and the payment terms (the price grid's « Conditions »). The
 * screens, emails, PDFs and the legal texts' placeholders all read these values; nothing types them twice.
 */

/** A way to pay the company offers: card (Stripe Checkout) only when its keys are set, transfer when the bank details are. */
export type PaymentMethodOffered = 'card' | 'transfer'

/** When the balance of a quote is paid: in instalments as the works advance, or at the handover. */
export type BalanceDue = 'instalments' | 'handover'

export type CompanyIdentity = {
  legalName: string
  legalForm: string
  capitalCents: Cents
  siret: string
  /** « RCS Paris 552 081 317 »: the registry's town and the SIREN. */
  rcs: string
  vatNumber: string
  address: string
  email: string
  phone: string
  publicationDirector: string
  host: { name: string; address: string; phone: string }
  mediator: { name: string; address: string; website: string }
  decennale: { insurer: string; policyNumber: string; coverage: string }
}

export type PaymentTerms = {
  auditPriceCents: Cents
  /** The deposit (acompte) due at status 9, in percent of the quote (incl. VAT): 1 to 100, 30 by default. */
  depositPercent: number
  balanceDue: BalanceDue
  /** What is offered now, in the order screens list it. */
  paymentMethods: PaymentMethodOffered[]
  quoteValidityDays: number
  /** The consumer's withdrawal period (Code de la consommation, L221-18): 14 days. */
  withdrawalDays: number
}

export type Commitments = { company: CompanyIdentity; terms: PaymentTerms }

/** The terms a price grid never saved holds (the fields' defaults in the back office). */
export const DEFAULT_TERMS = { depositPercent: 30, balanceDue: 'instalments', quoteValidityDays: 90, withdrawalDays: 14, auditVatRatePercent: 20 } as const

export const DEPOSIT_PERCENT_RANGE = { min: 1, max: 100 } as const

/**
 * The deposit of a quote: `depositPercent` % of its amount, rounded half up to the cent (the balance takes
 * the rest, so that deposit + balance is always the quote).
 */
export function depositCents(quoteCents: Cents, depositPercent: number): Cents {
  if (!Number.isFinite(depositPercent) || depositPercent < DEPOSIT_PERCENT_RANGE.min || depositPercent > DEPOSIT_PERCENT_RANGE.max) {
    throw new RangeError(`deposit percent out of ${DEPOSIT_PERCENT_RANGE.min}..${DEPOSIT_PERCENT_RANGE.max}: ${depositPercent}`)
  }
  // NOTE: on basis points (an integer), so that 33.33 % of a quote rounds as a person computes it.
  const basisPoints = Math.round(depositPercent * 100)
  return Math.floor((quoteCents * basisPoints + 5_000) / 10_000)
}

/** What remains due after the deposit: the quote minus `depositCents` (0 when the deposit is 100 %). */
export function balanceCents(quoteCents: Cents, depositPercent: number): Cents {
  return quoteCents - depositCents(quoteCents, depositPercent)
}

/** The methods offered, card first: card when Stripe is configured, transfer when the bank details are set. */
export function offeredPaymentMethods({ hasCardGateway, hasBankDetails }: { hasCardGateway: boolean; hasBankDetails: boolean }): PaymentMethodOffered[] {
  return [...(hasCardGateway ? (['card'] as const) : []), ...(hasBankDetails ? (['transfer'] as const) : [])]
}

/** The French intra-community VAT number of a SIREN: FR, its two-digit key, the SIREN. */
export function vatNumberOfSiren(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97
  return `FR${String(key).padStart(2, '0')}${siren}`
}

/**
 * An amount including VAT split into its amount excluding VAT and its VAT at `ratePercent` (a receipt's
 * HT / TVA / TTC): the amount excluding VAT is rounded half up to the cent, the VAT is the rest, so that
 * the two always add up to what was paid.
 */
export function splitInclTax(inclTax: Cents, ratePercent: number): { exclTax: Cents; vat: Cents } {
  const basisPoints = Math.round(ratePercent * 100)
  const exclTax = Math.floor((inclTax * 10_000 * 2 + (10_000 + basisPoints)) / ((10_000 + basisPoints) * 2))
  return { exclTax, vat: inclTax - exclTax }
}
