import type { CollectionBeforeChangeHook } from 'payload'
import { checkTransition, normalizeReason, PROJECT_STATUS, STATUS_CHANGE_REASONS } from '../../../src/domain/workflow/index.ts'
import { relationId } from '../../fields/relation-id.ts'
import { statusActorOf } from '../status-actor.ts'

/** The two documents the customer signs together; the project waits for its deposit once both are there. */
const QUOTE_DOCUMENTS = ['quoteFile', 'presentationFile'] as const

/**
 * Attaching the quote and the fee presentation to a project waiting for its quote (8) opens its payment (9),
 * design/workflow.md: the save that attaches the second of the two (or both at once) moves the project, as
 * attaching the estimate moves 2 -> 3. The move is staff's, made when staff (or server code acting as staff,
 * `context.actor`) attach a document and ask for no other status in the same save. Runs before
 * `enforceStatusTransition`, which checks the move with the project's facts like any other; the status move's
 * own hooks then record it in the history and email the customer.
 */
export const moveToQuotePayment: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || Number(originalDoc?.status) !== PROJECT_STATUS.awaitingQuote) return data
  const attachesOne = QUOTE_DOCUMENTS.some((field) => {
    const attached = relationId(data[field])
    return attached !== null && String(attached) !== String(relationId(originalDoc?.[field]))
  })
  const hasBoth = QUOTE_DOCUMENTS.every((field) => relationId(data[field] !== undefined ? data[field] : originalDoc?.[field]) !== null)
  if (!attachesOne || !hasBoth) return data
  const isStatusUntouched = data.status === undefined || data.status === null || Number(data.status) === PROJECT_STATUS.awaitingQuote
  if (!isStatusUntouched || statusActorOf(req, context) !== 'staff') return data
  const check = checkTransition({ from: PROJECT_STATUS.awaitingQuote, to: PROJECT_STATUS.awaitingQuotePayment, actor: 'staff' })
  if (!check.ok) return data
  return {
    ...data,
    status: PROJECT_STATUS.awaitingQuotePayment,
    statusChangeReason: normalizeReason(data.statusChangeReason) ?? STATUS_CHANGE_REASONS.quoteAndFeeAttached,
  }
}
