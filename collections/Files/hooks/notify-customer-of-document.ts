import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'
import { userHasRole } from '../../access/roles-of.ts'
import { sendNewDocumentEmail } from '../../../src/server/mail/project-emails.ts'
import { afterCommit } from '../../../src/server/live/after-commit.ts'

/** Documents and plans the team adds to a project; the estimate, fees, quote and reports have emails of their own. */
const NOTIFIED_KINDS = ['document', 'plan']

/**
 * Emails the customer when a member of staff adds a document to their project, if their notifications are
 * on. Sent once the file is saved; a mail server that cannot be reached is logged and undoes nothing.
 */
export const notifyCustomerOfDocument: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  const projectId = relationId(doc.project)
  const isAddedByStaff = userHasRole(req.user, 'staff')
  if (operation !== 'create' || !isAddedByStaff || owner === null || projectId === null || context.notifyCustomer === false) return doc
  if (!NOTIFIED_KINDS.includes(doc.kind ?? 'document')) return doc
  await afterCommit(req, async () => {
    try {
      const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { title: true } })
      await sendNewDocumentEmail(req.payload, { project: { id: projectId, title: project.title, owner }, fileName: doc.filename ?? 'document' })
    } catch (error) {
      req.payload.logger.error({ err: error, projectId }, 'Email « nouveau document » non envoyé')
    }
  })
  return doc
}
