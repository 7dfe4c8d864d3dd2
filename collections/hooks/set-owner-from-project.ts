import type { CollectionBeforeChangeHook } from 'payload'
import { Forbidden } from 'payload'
import { slugs } from '../slugs.ts'
import { userHasRole } from '../access/roles-of.ts'
import { relationId } from '../fields/relation-id.ts'

/**
 * Documents that hang off a project (responses, folders, files, reports) carry the project's owner,
 * so that one indexed `owner` filter answers "is this yours?". A customer may only attach to their own project.
 */
export const setOwnerFromProject: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const projectId = relationId(data.project ?? originalDoc?.project)
  if (projectId === null) return data
  const project = await req.payload.findByID({
    collection: slugs.projects,
    id: projectId,
    depth: 0,
    req,
    select: { owner: true },
    overrideAccess: true,
  })
  const ownerId = relationId(project.owner)
  if (req.user && !userHasRole(req.user, 'staff') && String(ownerId) !== String(req.user.id)) {
    throw new Forbidden(req.t)
  }
  return { ...data, owner: ownerId }
}
