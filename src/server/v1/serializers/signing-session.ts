import type { SigningSession } from '../../signature/signature.server.ts'

/** A signing link's signature on the wire (snake_case, as every /v1 entity). */
export function toWireSigningSession(session: SigningSession) {
  return {
    signature_id: session.id,
    project_id: String(session.projectId),
    project_title: session.projectTitle,
    document_name: session.documentName,
    document_url: session.documentUrl,
    original_sha256: session.originalSha256,
    signer_name: session.signerName,
    email_masked: session.maskedEmail,
    code_sent_at: session.codeSentAt,
    signed: session.signed ? { signed_at: session.signed.at, file_url: session.signed.fileUrl, file_name: session.signed.fileName, signed_sha256: session.signed.sha256 } : null,
  }
}
