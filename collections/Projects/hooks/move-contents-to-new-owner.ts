import type { CollectionAfterChangeHook } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { relationId } from '../../fields/relation-id.ts'
import { OWNED_UNDER_A_PROJECT, ProjectContentsError } from '../under-a-project.server.ts'

/**
 * A project that changes owner (a visitor's project given to their account, staff assigning it to another
 * customer) takes its answers, reports, files, folders and history along, in the same transaction: the
 * former owner keeps nothing of it, and the new one reads all of it.
 */
export const moveContentsToNewOwner: CollectionAfterChangeHook<Project> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const owner = relationId(doc.owner)
  if (String(owner) === String(relationId(previousDoc?.owner))) return doc
  for (const collection of OWNED_UNDER_A_PROJECT) {
    const { errors } = await req.payload.update({ collection, where: { project: { equals: doc.id } }, data: { owner: owner as number | null }, overrideAccess: true, depth: 0, req, context: { moveOwner: true } })
    if (errors.length > 0) throw new ProjectContentsError(`Impossible de donner au nouveau client ${errors.length} enregistrement(s) de « ${collection} » du projet`, errors)
  }
  return doc
}
