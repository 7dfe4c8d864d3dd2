import type { Payload, PayloadRequest } from 'payload'
import type { Project } from '../../payload-types.ts'
import { formatEurosPlain, formatRate, positiveEurosToCents } from '../../src/domain/money/index.ts'
import { BALANCE_DUE_TEXT, paymentMethodsText } from '../../src/domain/commitments/index.ts'
import type { PaymentPurpose } from '../../src/domain/payments/index.ts'
import type { DepositReceived, PaymentNotice } from '../../src/platform/mail/project-templates.ts'
import { loadCommitments } from '../CompanyIdentity/commitments.server.ts'
import { amountDueCents, quoteSplitOf } from './amount-due.server.ts'

type ProjectAmounts = Pick<Project, 'auditAmount' | 'quoteAmount'>

/**
 * What the email asking for a payment says of the money, from the same reads as the payment itself: the
 * amount due now (the audit's price, the quote's deposit), at 9 the deposit's percentage and the balance with
 * when it is paid, and the ways to pay really offered. Pass the request from a hook (its transaction).
 */
export async function paymentNoticeOf(payload: Payload, { project, purpose, req }: { project: ProjectAmounts; purpose: PaymentPurpose; req?: PayloadRequest }): Promise<PaymentNotice> {
  const { terms } = await loadCommitments(payload, req)
  const amountCents = await amountDueCents(payload, { project, purpose, req })
  const split = purpose === 'quote' ? await quoteSplitOf(payload, { project, req }) : null
  return {
    amountLabel: amountCents === null ? null : formatEurosPlain(amountCents),
    deposit: split
      ? {
          percentLabel: formatRate(split.depositPercent),
          quoteLabel: formatEurosPlain(split.quoteCents),
          balanceLabel: split.balanceCents === 0 ? null : formatEurosPlain(split.balanceCents),
          balanceDueText: BALANCE_DUE_TEXT[split.balanceDue],
        }
      : null,
    methodsText: paymentMethodsText(terms.paymentMethods),
  }
}

/**
 * What the receipt of a quote payment says when it was the deposit: its percentage, the quote, the balance
 * still due and when. Null for the audit, or a payment of the whole quote. NOTE: read when the payment becomes
 * paid, in its transaction: requireAmountDue has just checked that it is the deposit the terms ask now.
 */
export async function depositReceivedOf(
  payload: Payload,
  { project, purpose, amountCents, req }: { project: ProjectAmounts; purpose: PaymentPurpose; amountCents: number; req?: PayloadRequest },
): Promise<DepositReceived | null> {
  const quoteCents = positiveEurosToCents(project.quoteAmount)
  if (purpose !== 'quote' || quoteCents === null || amountCents >= quoteCents) return null
  const split = await quoteSplitOf(payload, { project, req })
  if (!split) return null
  return {
    percentLabel: formatRate(split.depositPercent),
    quoteLabel: formatEurosPlain(quoteCents),
    balanceLabel: formatEurosPlain(quoteCents - amountCents),
    balanceDueText: BALANCE_DUE_TEXT[split.balanceDue],
  }
}
