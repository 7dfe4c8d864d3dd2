import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { sendEstimateAvailableEmail } from '../../../src/server/mail/project-emails.ts'
import { newlyAttachedDocuments } from '../project-documents.ts'

/**
 * Emails the customer when staff attach (or replace) the estimate of their project, if their
 * notifications are on (and server code does not say `context.notifyCustomer: false`, as the seed does). NOTE: a mail server that cannot be reached must not undo the attachment:
 * the failure is logged, and the estimate is on the project screen all the same.
 */
export const notifyCustomerOfEstimate: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  if (owner === null || context.notifyCustomer === false || !newlyAttachedDocuments(doc, operation === 'create' ? undefined : previousDoc).includes('estimateFile')) return doc
  try {
    await sendEstimateAvailableEmail(req.payload, { project: { id: doc.id, title: doc.title, owner }, req })
  } catch (error) {
    req.payload.logger.error({ err: error, projectId: doc.id }, 'Email « estimatif disponible » non envoyé')
  }
  return doc
}
