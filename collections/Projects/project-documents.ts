import { relationId } from '../fields/relation-id.ts'

/** The documents staff attach to a project for its customer. */
export const PROJECT_DOCUMENT_FIELDS = ['estimateFile', 'presentationFile', 'quoteFile', 'contractFile'] as const

export type ProjectDocumentField = (typeof PROJECT_DOCUMENT_FIELDS)[number]

/** The `kind` of the file each document field holds (collections/Files). */
export const DOCUMENT_FILE_KINDS = { estimateFile: 'estimate', presentationFile: 'presentation', quoteFile: 'quote', contractFile: 'contract' } as const satisfies Record<ProjectDocumentField, string>

type WithDocuments = Partial<Record<ProjectDocumentField, unknown>>

/** The document fields that hold a file now and did not hold that file before (attached or replaced). */
export function newlyAttachedDocuments(doc: WithDocuments, previousDoc: WithDocuments | undefined): ProjectDocumentField[] {
  return PROJECT_DOCUMENT_FIELDS.filter((field) => {
    const now = relationId(doc[field] as Parameters<typeof relationId>[0])
    return now !== null && String(now) !== String(relationId(previousDoc?.[field] as Parameters<typeof relationId>[0]))
  })
}
