import { PROJECT_STATUS, type ProjectStatus } from '../workflow/index.ts'

/**
 * Payments of the audit (status 7) and of the quote (status 9), design/workflow.md: a confirmed payment
 * moves the project one row on (7 -> 8, 9 -> 10). Pure rules: which payment a status awaits, how a
 * provider's event changes a payment, and how the customer's transfer reference reads.
 */
export type PaymentPurpose = 'audit' | 'quote'

export const PAYMENT_PURPOSES = ['audit', 'quote'] as const satisfies readonly PaymentPurpose[]

export type PaymentMethod = 'transfer' | 'stripe'

export const PAYMENT_METHODS = ['transfer', 'stripe'] as const satisfies readonly PaymentMethod[]

/** A payment's life: created pending; paid once confirmed; failed when the provider says so; cancelled by staff. */
export type PaymentStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled'

export const PAYMENT_STATUSES = ['pending', 'processing', 'paid', 'failed', 'cancelled'] as const satisfies readonly PaymentStatus[]

const AWAITED: Record<PaymentPurpose, { awaitedAt: ProjectStatus; movesTo: ProjectStatus }> = {
  audit: { awaitedAt: PROJECT_STATUS.awaitingAuditPayment, movesTo: PROJECT_STATUS.awaitingQuote },
  quote: { awaitedAt: PROJECT_STATUS.awaitingQuotePayment, movesTo: PROJECT_STATUS.awaitingSignature },
}

/** The payment a project's status waits for, or null when it waits for none. */
export function paymentPurposeAt(visa: ProjectStatus): PaymentPurpose | null {
  return PAYMENT_PURPOSES.find((purpose) => AWAITED[purpose].awaitedAt === visa) ?? null
}

/** The reason written in the project's history when a payment moves it on. */
export const PAYMENT_CONFIRMED_REASONS: Record<PaymentPurpose, string> = {
  audit: 'Paiement de l’audit confirmé',
  quote: 'Paiement du devis confirmé',
}

/** The status a confirmed payment of this purpose moves the project to, from the status that awaited it. */
export function statusAfterPayment(purpose: PaymentPurpose): { from: ProjectStatus; to: ProjectStatus } {
  return { from: AWAITED[purpose].awaitedAt, to: AWAITED[purpose].movesTo }
}

/**
 * The reference a customer writes on a bank transfer: short, upper case, without ambiguous characters,
 * and the same every time for one project and purpose so that a second look shows the same instructions.
 */
export function transferReference(projectId: number | string, purpose: PaymentPurpose): string {
  return `MAISONNEE-${String(projectId).padStart(6, '0')}-${purpose === 'audit' ? 'AUDIT' : 'DEVIS'}`
}

/**
 * The payment-provider events this product acts on, in provider-neutral words:
 * - 'completed': the customer finished the checkout; `paid` tells whether the money is already there
 *   (card) or will follow (SEPA debit: the bank confirms days later);
 * - 'async-succeeded' / 'async-failed': the delayed answer for a debit;
 * - 'expired': the checkout was abandoned.
 */
export type PaymentEvent =
  | { type: 'completed'; paid: boolean }
  | { type: 'async-succeeded' }
  | { type: 'async-failed' }
  | { type: 'expired' }

/**
 * What an event does to a payment. `confirm` is true exactly once in a payment's life: when it becomes
 * paid; then the project moves on. A late or repeated event never undoes a payment or confirms it twice.
 */
export function applyPaymentEvent(status: PaymentStatus, event: PaymentEvent): { status: PaymentStatus; confirm: boolean } {
  if (status === 'paid' || status === 'cancelled') return { status, confirm: false }
  switch (event.type) {
    case 'completed':
      return event.paid ? { status: 'paid', confirm: true } : { status: 'processing', confirm: false }
    case 'async-succeeded':
      return { status: 'paid', confirm: true }
    case 'async-failed':
      return { status: 'failed', confirm: false }
    case 'expired':
      return status === 'pending' ? { status: 'failed', confirm: false } : { status, confirm: false }
  }
}

/** Whether staff confirming a payment by hand (a transfer received) changes it: only one not yet paid or cancelled. */
export function canConfirmByHand(status: PaymentStatus): boolean {
  return status !== 'paid' && status !== 'cancelled'
}

/** The currency every payment is made in (ISO 4217, lower case as payment providers write it). */
export const PAYMENT_CURRENCY = 'eur'

export type CheckoutMismatch = 'session' | 'amount' | 'currency'

/**
 * What does not match between a provider's checkout and the pending payment it claims to settle: the
 * session the payment started, its amount in cents, the currency. Empty when everything matches; a
 * payment with no session recorded matches no checkout.
 */
export function checkoutMismatches({
  payment,
  checkout,
}: {
  payment: { providerSessionId?: string | null; amountCents: number }
  checkout: { sessionId: string | null; amountCents: number | null; currency: string | null }
}): CheckoutMismatch[] {
  const mismatches: CheckoutMismatch[] = []
  if (!payment.providerSessionId || checkout.sessionId !== payment.providerSessionId) mismatches.push('session')
  if (checkout.amountCents !== payment.amountCents) mismatches.push('amount')
  if (checkout.currency?.toLowerCase() !== PAYMENT_CURRENCY) mismatches.push('currency')
  return mismatches
}
