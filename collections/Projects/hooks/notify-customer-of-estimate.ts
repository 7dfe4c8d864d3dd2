import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { sendEstimateAvailableEmail } from '../../../src/platform/mail/project-emails.ts'
import { newlyAttachedDocuments } from '../project-documents.ts'

/**
 * Emails the customer when staff attach (or replace) the estimate of their project, if their
 * notifications are on (and server code does not say `context.notifyCustomer: false`, as the seed does).
 * The email is queued in the attachment's transaction: a mail server that cannot be reached delays it
 * (the queue tries again), and never undoes the attachment.
 */
export const notifyCustomerOfEstimate: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  if (owner === null || context.notifyCustomer === false || !newlyAttachedDocuments(doc, operation === 'create' ? undefined : previousDoc).includes('estimateFile')) return doc
  await sendEstimateAvailableEmail(req.payload, { project: { id: doc.id, title: doc.title, owner }, req })
  return doc
}
