import type { PayloadRequest } from 'payload'
import { slugs } from '../slugs.ts'
import type { DocId } from '../../src/domain/ids/index.ts'

/**
 * What hangs under a project and goes with it, in the order it is removed: the reports before the files
 * they point at, the signatures before their documents, the files before their folders. Upload
 * collections take their stored files off the disk as they are deleted. Payments are not among them:
 * they stay, as accounting records, with their project emptied.
 */
export const UNDER_A_PROJECT = [slugs.reports, slugs.responses, slugs.appointments, slugs.signatures, slugs.files, slugs.folders, slugs.projectHistory] as const

/** What under a project has an owner of its own: it follows the project's owner (moveContentsToNewOwner). */
export const OWNED_UNDER_A_PROJECT = [slugs.responses, slugs.reports, slugs.files, slugs.folders, slugs.projectHistory] as const

type Failure = { id: string | number; message: string }

/**
 * Thrown when records under a project could not be changed with it (removed, or given to its new owner):
 * Payload answers a change by query with its failures instead of throwing them. The save stops and rolls back.
 */
export class ProjectContentsError extends Error {
  override readonly name = 'ProjectContentsError'

  constructor(summary: string, failures: readonly Failure[]) {
    super(`${summary} : ${failures.map((failure) => `${failure.id} (${failure.message})`).join(', ')}`)
  }
}

const notRemoved = (collection: string, failures: readonly Failure[]) =>
  new ProjectContentsError(`Impossible de supprimer ${failures.length} enregistrement(s) de « ${collection} » rattaché(s) au projet`, failures)

/**
 * Removes everything under a project (UNDER_A_PROJECT) and empties the project of its payments, in the
 * request's transaction, before the project itself is deleted (the projects' `deleteProjectContents`
 * hook). A system action: the project's delete access, or the service erasing projects, has decided the
 * requester may. `context.removeSignedContract` lets a signed contract's file go with its project.
 */
export async function removeWhatHangsUnder(req: PayloadRequest, projectId: DocId | number): Promise<void> {
  const underTheProject = { project: { equals: projectId } }
  const system = { overrideAccess: true as const, depth: 0, req, context: { removeSignedContract: true } }
  for (const collection of UNDER_A_PROJECT) {
    // NOTE: a delete by query answers its failures instead of throwing them: they are thrown here. No `select`:
    // an upload's stored file is found by the filename of the record read for the delete.
    const { errors } = await req.payload.delete({ collection, where: underTheProject, ...system })
    if (errors.length > 0) throw notRemoved(collection, errors)
  }
  const { errors } = await req.payload.update({ collection: slugs.payments, where: underTheProject, data: { project: null }, ...system })
  if (errors.length > 0) throw notRemoved(slugs.payments, errors)
}
