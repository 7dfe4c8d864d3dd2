import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { isProjectStatus, projectProgress, statusNoticeOf } from '../../../src/domain/workflow/index.ts'
import { sendStatusNoticeEmail } from '../../../src/platform/mail/project-emails.ts'
import { PAYMENT_NOTICES } from '../../../src/platform/mail/project-templates.ts'
import { paymentNoticeOf } from '../../Payments/payment-notice.server.ts'

/**
 * Emails the customer when their project moves to a status they must hear of (statusNoticeOf: the audit's fee due,
 * the quote ready, the contract to sign or signed, the project suspended, resumed or delivered), unless server code says
 * `context.notifyCustomer: false` (the seed). The email is queued in the move's transaction: a mail server that
 * cannot be reached delays it (the queue tries again), and never undoes the move.
 */
export const notifyCustomerOfStatusMove: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  if (operation !== 'update' || owner === null || context.notifyCustomer === false || !isProjectStatus(doc.status)) return doc
  const notice = statusNoticeOf(isProjectStatus(previousDoc?.status) ? previousDoc.status : null, doc.status)
  if (notice === null) return doc
  // The audit's fee (7) and the quote's deposit (9): the email says the amount and the ways to pay offered.
  const payment = (PAYMENT_NOTICES as readonly string[]).includes(notice)
    ? await paymentNoticeOf(req.payload, { project: doc, purpose: notice === 'auditFeeDue' ? 'audit' : 'quote', req })
    : undefined
  // Its progress as the dashboard card and the project page show it.
  const progress = projectProgress({ visa: doc.status, statusBeforeException: isProjectStatus(doc.statusBeforeException) ? doc.statusBeforeException : null })
  await sendStatusNoticeEmail(req.payload, { project: { id: doc.id, title: doc.title, owner }, notice, payment, progress, req })
  return doc
}
