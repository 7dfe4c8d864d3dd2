import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { formatEurosPlain } from '../../../src/domain/money/index.ts'
import type { PaymentPurpose } from '../../../src/domain/payments/index.ts'
import { amountDueCents } from '../amount-due.server.ts'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'

export const AMOUNT_DUE_MESSAGES = {
  noAmount: 'Le montant de ce paiement n’est pas encore fixé pour ce projet.',
  wrongAmount: (given: number, due: number) => `Le montant de ce paiement (${formatEurosPlain(given)}) n’est pas le montant dû pour ce projet (${formatEurosPlain(due)}).`,
} as const

/**
 * A payment is for the amount the product computes (amount-due.server.ts), never for what a request
 * says: checked when it is created, when its amount changes and when it becomes paid (the amount due may
 * have changed since it was started; then it is refused and the customer starts again at the right amount).
 * A payment whose project is gone (kept for the accounts) is not checked.
 */
export const requireAmountDue: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const isBecomingPaid = data.status === 'paid' && originalDoc?.status !== 'paid'
  const isAmountChanged = data.amountCents !== undefined && data.amountCents !== originalDoc?.amountCents
  if (operation !== 'create' && !isBecomingPaid && !isAmountChanged) return data
  const projectId = relationId(data.project ?? originalDoc?.project)
  if (projectId === null) return data
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!project) return data
  const due = await amountDueCents(req.payload, { project, purpose: (data.purpose ?? originalDoc?.purpose) as PaymentPurpose, req })
  const given = Number(data.amountCents ?? originalDoc?.amountCents)
  const fail = (message: string) => {
    throw new ValidationError({ errors: [{ message, path: 'amountCents' }] }, req.t)
  }
  if (due === null) fail(AMOUNT_DUE_MESSAGES.noAmount)
  else if (given !== due) fail(AMOUNT_DUE_MESSAGES.wrongAmount(given, due))
  return data
}
