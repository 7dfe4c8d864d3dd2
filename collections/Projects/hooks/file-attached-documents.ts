import type { CollectionAfterChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { DOCUMENT_FILE_KINDS, newlyAttachedDocuments } from '../project-documents.ts'

/**
 * A document staff attach to a project (estimate, fee presentation, quote) becomes the project's file:
 * its project, its kind, and the project's owner, so that the customer may read it. NOTE: a file
 * uploaded from the admin's drawer is otherwise owned by the staff member who uploaded it.
 */
export const fileAttachedDocuments: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  for (const field of newlyAttachedDocuments(doc, operation === 'create' ? undefined : previousDoc)) {
    await req.payload.update({
      collection: slugs.files,
      id: relationId(doc[field]) as number,
      data: { project: doc.id, owner: relationId(doc.owner) as number | null, kind: DOCUMENT_FILE_KINDS[field] },
      overrideAccess: true,
      req,
      depth: 0,
    })
  }
  return doc
}
