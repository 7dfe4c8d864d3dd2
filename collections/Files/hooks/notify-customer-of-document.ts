import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'
import { userHasRole } from '../../access/roles-of.ts'
import { sendNewDocumentEmail } from '../../../src/platform/mail/project-emails.ts'

/** Documents and plans the team adds to a project; the estimate, fees, quote and reports have emails of their own. */
const NOTIFIED_KINDS = ['document', 'plan']

/**
 * Emails the customer when a member of staff adds a document to their project, if their notifications are
 * on. The email is queued in the file's transaction: sent once the file is saved, never for a file rolled back.
 */
export const notifyCustomerOfDocument: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  const projectId = relationId(doc.project)
  const isAddedByStaff = userHasRole(req.user, 'staff')
  if (operation !== 'create' || !isAddedByStaff || owner === null || projectId === null || context.notifyCustomer === false) return doc
  if (!NOTIFIED_KINDS.includes(doc.kind ?? 'document')) return doc
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { title: true }, req })
  await sendNewDocumentEmail(req.payload, { project: { id: projectId, title: project.title, owner }, fileName: doc.filename ?? 'document', req })
  return doc
}
