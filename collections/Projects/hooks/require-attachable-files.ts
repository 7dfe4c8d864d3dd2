import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { newlyAttachedDocuments } from '../project-documents.ts'

export const FOREIGN_FILE_MESSAGE = 'Ce fichier appartient à un autre client : il ne peut pas être joint à ce projet.'

/**
 * Attaching a document never changes whose it is (trust-boundary.md): staff attach a file they uploaded
 * (it has no owner yet and becomes the project's) or one of the project owner's, never another customer's.
 * Checked before the write, so a refused attachment leaves the project and the file as they were.
 */
export const requireAttachableFiles: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, operation, req }) => {
  const owner = relationId(data.owner !== undefined ? data.owner : originalDoc?.owner)
  const fields = newlyAttachedDocuments({ ...originalDoc, ...data }, operation === 'create' ? undefined : originalDoc)
  for (const field of fields) {
    const file = await req.payload.findByID({ collection: slugs.files, id: relationId(data[field] ?? originalDoc?.[field]) as string | number, depth: 0, select: { owner: true }, overrideAccess: true, req, disableErrors: true })
    const fileOwner = relationId(file?.owner)
    if (!file || (fileOwner !== null && String(fileOwner) !== String(owner))) {
      throw new ValidationError({ collection: collection.slug, errors: [{ path: field, message: FOREIGN_FILE_MESSAGE }] })
    }
  }
  return data
}
