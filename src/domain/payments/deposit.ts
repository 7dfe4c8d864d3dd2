import type { Cents } from '../money/index.ts'
import { balanceCents, depositCents, type BalanceDue, type PaymentMethodOffered } from '../commitments/index.ts'
import type { PaymentMethod } from './payments.ts'

/**
 * The quote's money at status 9 (design/workflow.md): the customer pays the deposit (acompte), the settings'
 * percentage of the quote, before signing; the balance follows, in instalments as the works advance or at the
 * handover. Deposit + balance is always the quote.
 */
export type QuoteSplit = { quoteCents: Cents; depositPercent: number; depositCents: Cents; balanceCents: Cents; balanceDue: BalanceDue }

/** How a quote of `quoteCents` splits under the settings' deposit percentage and balance moment. */
export function quoteSplit({ quoteCents, depositPercent, balanceDue }: { quoteCents: Cents; depositPercent: number; balanceDue: BalanceDue }): QuoteSplit {
  return { quoteCents, depositPercent, depositCents: depositCents(quoteCents, depositPercent), balanceCents: balanceCents(quoteCents, depositPercent), balanceDue }
}

/** The method stored on a payment for each way to pay offered: the card is paid through Stripe Checkout. */
export const STORED_PAYMENT_METHOD = { card: 'stripe', transfer: 'transfer' } as const satisfies Record<PaymentMethodOffered, PaymentMethod>

/** The stored methods a customer may start now, in the order the offer lists them. */
export function payableMethods(offered: readonly PaymentMethodOffered[]): PaymentMethod[] {
  return offered.map((method) => STORED_PAYMENT_METHOD[method])
}
