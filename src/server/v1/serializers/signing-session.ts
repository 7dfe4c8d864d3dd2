import type { CodeSent, SignedContract, SignedDocument, SigningDocument, SigningSession } from '../../signature/signature.server.ts'

/** A document to sign on the wire: the quote (or contract), then the fee presentation. */
const toWireSigningDocument = (document: SigningDocument) => ({
  role: document.role,
  title: document.title,
  document_name: document.name,
  document_url: document.viewUrl,
  original_sha256: document.sha256,
})

/** A document as signed on the wire. */
const toWireSignedDocument = (document: SignedDocument) => ({
  role: document.role,
  title: document.title,
  file_url: document.fileUrl,
  file_name: document.fileName,
  original_sha256: document.originalSha256,
  signed_sha256: document.signedSha256,
})

/** A signing link's signature on the wire (snake_case, as every /v1 entity). */
export function toWireSigningSession(session: SigningSession) {
  return {
    signature_id: session.id,
    project_id: session.projectId,
    project_title: session.projectTitle,
    documents: session.documents.map(toWireSigningDocument),
    signer_name: session.signerName,
    email_masked: session.maskedEmail,
    code_sent_at: session.codeSentAt,
    signed: session.signed ? { signed_at: session.signed.at, documents: session.signed.documents.map(toWireSignedDocument) } : null,
  }
}

/** POST /v1/contract/code: where the code went. */
export const toWireCodeSent = (sent: CodeSent) => ({ sent_to: sent.sentTo, expires_at: sent.expiresAt })

/** POST /v1/contract/sign: the documents as signed, in one ceremony. */
export function toWireSignedContract(signed: SignedContract) {
  return { project_id: signed.projectId, signed_at: signed.signedAt, documents: signed.documents.map(toWireSignedDocument) }
}
