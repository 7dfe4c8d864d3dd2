import type { CollectionAfterChangeHook } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { relationId } from '../../fields/relation-id.ts'
import { OWNED_UNDER_A_PROJECT } from '../under-a-project.server.ts'

/** Thrown when a record under a project could not be given to the project's new owner: the save rolls back. */
export class ProjectContentsNotMovedError extends Error {
  constructor(collection: string, failures: ReadonlyArray<{ id: string | number; message: string }>) {
    super(`Impossible de donner au nouveau client ${failures.length} enregistrement(s) de « ${collection} » du projet : ${failures.map((failure) => `${failure.id} (${failure.message})`).join(', ')}`)
    this.name = 'ProjectContentsNotMovedError'
  }
}

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
    if (errors.length > 0) throw new ProjectContentsNotMovedError(collection, errors)
  }
  return doc
}
