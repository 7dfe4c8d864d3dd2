import type { Payload, PayloadRequest } from 'payload'
import type { Project } from '../../payload-types.ts'
import { positiveEurosToCents } from '../../src/domain/money/index.ts'
import type { PaymentPurpose } from '../../src/domain/payments/index.ts'
import { loadPricingSettings } from '../PricingGrid/price-grid.server.ts'

type ProjectAmounts = Pick<Project, 'auditAmount' | 'quoteAmount'>

/**
 * What a project's audit or quote costs, in cents, as the product computes it (never what a request
 * says): the audit costs the amount staff set on the project, else the price grid's audit price; the
 * quote costs the amount staff set with the quote. Null when no amount is fixed yet. Pass the request
 * from a hook so that the reads join its transaction.
 */
export async function amountDueCents(payload: Payload, { project, purpose, req }: { project: ProjectAmounts; purpose: PaymentPurpose; req?: PayloadRequest }): Promise<number | null> {
  if (purpose === 'quote') return positiveEurosToCents(project.quoteAmount)
  return positiveEurosToCents(project.auditAmount) ?? ((await loadPricingSettings(payload, req)).auditPrice || null)
}
