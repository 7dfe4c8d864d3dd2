import type { Payload } from 'payload'
import { slugs } from '../slugs.ts'
import type { DocId } from '../../src/domain/ids/index.ts'

/**
 * Erases projects with everything under them (the projects' `deleteProjectContents` hook, in each
 * project's transaction: see under-a-project.server.ts). A system action: the caller has checked that the
 * requester may erase them (the project's owner, staff, or the RGPD erasure of an account).
 * NOTE: one project at a time, by id: a delete by id throws its failure, where a delete by query would
 * only list it; and each project's nested deletes run alone in its transaction.
 */
export async function eraseProjects(payload: Payload, projectIds: ReadonlyArray<DocId | number>): Promise<void> {
  for (const id of projectIds) {
    await payload.delete({ collection: slugs.projects, id, overrideAccess: true, depth: 0, context: { removeSignedContract: true } })
  }
}
