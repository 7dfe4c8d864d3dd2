import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'
import { sendNewReportEmail } from '../../../src/platform/mail/project-emails.ts'

/**
 * Emails the customer when staff publish a works report on their project, if their notifications are on
 * (and server code does not say `context.notifyCustomer: false`). The email is queued in the report's
 * transaction: sent once the report is saved, never for a report rolled back.
 */
export const notifyCustomerOfReport: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  const projectId = relationId(doc.project)
  if (operation !== 'create' || owner === null || projectId === null || context.notifyCustomer === false) return doc
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { title: true }, req })
  await sendNewReportEmail(req.payload, { project: { id: projectId, title: project.title, owner }, reportTitle: doc.title, req })
  return doc
}
