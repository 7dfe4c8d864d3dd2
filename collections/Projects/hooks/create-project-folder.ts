import type { CollectionAfterChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'

/** The name of a project's own folder until someone renames it: the project's default title. */
export const projectFolderName = (projectId: number | string) => `Projet nº ${projectId}`

/**
 * Every project gets its folder (spec section 3, issue #8): created with the project, owned by the project's
 * owner (a visitor's project gets its owner when the account claims it), the top of the project's
 * documents. In the same transaction as the project.
 */
export const createProjectFolder: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || relationId(doc.folder) !== null) return doc
  const folder = await req.payload.create({
    collection: slugs.folders,
    data: { name: projectFolderName(doc.id), project: doc.id, owner: relationId(doc.owner) as number | null },
    overrideAccess: true,
    req,
    depth: 0,
  })
  await req.payload.db.updateOne({ collection: slugs.projects, id: doc.id, data: { folder: folder.id }, req })
  return { ...doc, folder: folder.id }
}
