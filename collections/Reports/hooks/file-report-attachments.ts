import type { CollectionAfterChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { newlyAttachedReportFiles } from '../report-files.ts'

/** The kind a report's files take (collections/Files): the team's, which the customer may not remove. */
const REPORT_FILE_KIND = 'report' as const

/**
 * The PDF and photos staff attach to a report (uploaded from the admin's drawer, they have no owner nor
 * project) become the project's files: its project, its folder, its owner, so that the customer reads
 * them on the follow-up page, the project screen and in their documents. In the report's transaction.
 */
export const fileReportAttachments: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const projectId = relationId(doc.project)
  if (projectId === null) return doc
  const ids = newlyAttachedReportFiles(doc, operation === 'create' ? undefined : previousDoc)
  if (ids.length === 0) return doc
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, req, select: { owner: true, folder: true } })
  const folderId = relationId(project.folder)
  for (const id of ids) {
    const file = await req.payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, req, select: { folder: true, project: true } })
    // A file of the project already (its estimate, a plan) keeps its kind; one uploaded for the report becomes a report.
    const isNew = relationId(file.project) === null
    await req.payload.update({
      collection: slugs.files,
      id,
      data: { project: projectId as number, owner: relationId(project.owner) as number | null, ...(isNew ? { kind: REPORT_FILE_KIND } : {}), ...(relationId(file.folder) === null && folderId !== null ? { folder: folderId as number } : {}) },
      depth: 0,
      overrideAccess: true,
      // NOTE: no `context` here: it would stay on the report's request, and notifyCustomerOfReport reads it.
      // An update sends no document email anyway (notifyCustomerOfDocument: on create only).
      req,
    })
  }
  return doc
}
