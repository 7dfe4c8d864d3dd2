import type { Payload, PayloadRequest } from 'payload'
import { slugs } from '../slugs.ts'
import type { DocId } from '../../src/domain/ids/index.ts'

/**
 * What hangs under a project and goes with it, in the order it is removed: the reports before the files
 * they point at, the signatures before their documents, the files before their folders. Upload
 * collections take their stored files off the disk as they are deleted. Payments are not among them:
 * they stay, as accounting records, with their project emptied.
 */
export const UNDER_A_PROJECT = [slugs.reports, slugs.responses, slugs.appointments, slugs.signatures, slugs.files, slugs.folders, slugs.projectHistory] as const

/** A project's id as Payload gives it (a number on SQL, a string on MongoDB) or as a DocId. */
type ProjectId = DocId | number

/** Thrown when a record under a project could not be removed: the project's deletion stops and rolls back. */
export class ProjectContentsNotRemovedError extends Error {
  constructor(collection: string, failures: ReadonlyArray<{ id: string | number; message: string }>) {
    super(`Impossible de supprimer ${failures.length} enregistrement(s) de « ${collection} » rattaché(s) au projet : ${failures.map((failure) => `${failure.id} (${failure.message})`).join(', ')}`)
    this.name = 'ProjectContentsNotRemovedError'
  }
}

/**
 * Removes everything under the projects (UNDER_A_PROJECT) and empties the project of their payments.
 * A system action, run before the projects themselves are deleted: the caller (the project's delete
 * access, or the service that erases projects) has decided the requester may. Given the request, it runs
 * in its transaction. `context.removeSignedContract` lets a signed contract's file go with its project.
 */
export async function removeWhatHangsUnder({ payload, projectIds, req }: { payload: Payload; projectIds: readonly ProjectId[]; req?: PayloadRequest }): Promise<void> {
  if (projectIds.length === 0) return
  const underTheseProjects = { project: { in: [...projectIds] } }
  const system = { overrideAccess: true as const, depth: 0, req, context: { removeSignedContract: true } }
  for (const collection of UNDER_A_PROJECT) {
    // NOTE: a delete by query answers its failures instead of throwing them: they are thrown here. No `select`:
    // an upload's stored file is found by the filename of the record read for the delete.
    const { errors } = await payload.delete({ collection, where: underTheseProjects, ...system })
    if (errors.length > 0) throw new ProjectContentsNotRemovedError(collection, errors)
  }
  const { errors } = await payload.update({ collection: slugs.payments, where: underTheseProjects, data: { project: null }, ...system })
  if (errors.length > 0) throw new ProjectContentsNotRemovedError(slugs.payments, errors)
}
