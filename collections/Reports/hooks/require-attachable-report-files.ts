import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { FOREIGN_FILE_MESSAGE } from '../../Projects/hooks/require-attachable-files.ts'
import { newlyAttachedReportFiles } from '../report-files.ts'

/**
 * A report's PDF and photos are files staff upload for it (no owner nor project yet: they become the
 * project's, see fileReportAttachments) or files of the report's own project; never another customer's or
 * another project's (trust-boundary.md: attaching a file never changes whose it is). Checked before the write.
 */
export const requireAttachableReportFiles: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, operation, req }) => {
  const report = { ...originalDoc, ...data }
  const projectId = relationId(report.project)
  if (projectId === null) return data
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, req, select: { owner: true } })
  const owner = relationId(project.owner)
  for (const id of newlyAttachedReportFiles(report, operation === 'create' ? undefined : originalDoc)) {
    const file = await req.payload.findByID({ collection: slugs.files, id, depth: 0, select: { owner: true, project: true }, overrideAccess: true, req, disableErrors: true })
    const fileOwner = relationId(file?.owner)
    const fileProject = relationId(file?.project)
    const isForeign = (fileOwner !== null && String(fileOwner) !== String(owner)) || (fileProject !== null && String(fileProject) !== String(projectId))
    if (!file || isForeign) {
      const path = String(relationId(report.file)) === id ? 'file' : 'photos'
      throw new ValidationError({ collection: collection.slug, errors: [{ path, message: FOREIGN_FILE_MESSAGE }] })
    }
  }
  return data
}
