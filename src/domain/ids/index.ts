export { docIdInput, isSameDoc, toDocId, toDocIdOrNull, type DocId } from './doc-id.ts'
export { DOC_ID_PATTERN, looksLikeDocId } from './doc-id-shape.ts'
