import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { slugs } from '../../slugs.ts'
import { sendNewReportEmail } from '../../../src/server/mail/project-emails.ts'
import { afterCommit } from '../../../src/server/live/after-commit.ts'

/**
 * Emails the customer when staff publish a works report on their project, if their notifications are on
 * (and server code does not say `context.notifyCustomer: false`). Sent once the report is saved; a mail
 * server that cannot be reached is logged and undoes nothing.
 */
export const notifyCustomerOfReport: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
  const owner = relationId(doc.owner)
  const projectId = relationId(doc.project)
  if (operation !== 'create' || owner === null || projectId === null || context.notifyCustomer === false) return doc
  await afterCommit(req, async () => {
    try {
      const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, select: { title: true } })
      await sendNewReportEmail(req.payload, { project: { id: projectId, title: project.title, owner }, reportTitle: doc.title })
    } catch (error) {
      req.payload.logger.error({ err: error, projectId }, 'Email « nouveau rapport » non envoyé')
    }
  })
  return doc
}
