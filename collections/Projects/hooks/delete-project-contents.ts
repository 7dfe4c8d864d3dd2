import type { CollectionBeforeDeleteHook } from 'payload'
import { removeWhatHangsUnder } from '../under-a-project.server.ts'

/**
 * Whoever may delete a project (staff in the back office, its customer through the product, the RGPD
 * erasure, the ownerless-drafts job) deletes what hangs under it with it, in the same transaction:
 * answers, reports, files (off the disk too), appointments, signatures, folders and history. Its
 * payments stay, with their project emptied.
 */
export const deleteProjectContents: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await removeWhatHangsUnder(req, id)
}
