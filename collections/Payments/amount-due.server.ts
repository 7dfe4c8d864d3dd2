import type { Payload, PayloadRequest } from 'payload'
import type { Project } from '../../payload-types.ts'
import { positiveEurosToCents, type Cents } from '../../src/domain/money/index.ts'
import { quoteSplit, type PaymentPurpose, type QuoteSplit } from '../../src/domain/payments/index.ts'
import { loadPricingSettings } from '../PricingGrid/price-grid.server.ts'

type ProjectAmounts = Pick<Project, 'auditAmount' | 'quoteAmount'>

/**
 * How a project's quote splits at status 9 under the price grid's terms (design/workflow.md: the deposit is
 * the settings' percentage of the quote, the balance follows): null while staff have set no quote amount.
 */
export async function quoteSplitOf(payload: Payload, { project, req }: { project: ProjectAmounts; req?: PayloadRequest }): Promise<QuoteSplit | null> {
  const quoteCents = positiveEurosToCents(project.quoteAmount)
  if (quoteCents === null) return null
  const { terms } = await loadPricingSettings(payload, req)
  return quoteSplit({ quoteCents, depositPercent: terms.depositPercent, balanceDue: terms.balanceDue })
}

/**
 * What a project's audit or quote payment is for, in cents, as the product computes it (never what a request
 * says): the audit costs the amount staff set on the project, else the price grid's audit price; at 9 the
 * customer pays the quote's deposit (quoteSplitOf). Null when no amount is fixed yet. Pass the request from
 * a hook so that the reads join its transaction.
 */
export async function amountDueCents(payload: Payload, { project, purpose, req }: { project: ProjectAmounts; purpose: PaymentPurpose; req?: PayloadRequest }): Promise<Cents | null> {
  if (purpose === 'quote') return (await quoteSplitOf(payload, { project, req }))?.depositCents ?? null
  return positiveEurosToCents(project.auditAmount) ?? ((await loadPricingSettings(payload, req)).auditPrice || null)
}
