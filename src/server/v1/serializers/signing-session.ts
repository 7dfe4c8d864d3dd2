import type { CodeSent, SignedContract, SigningSession } from '../../signature/signature.server.ts'

/** A signing link's signature on the wire (snake_case, as every /v1 entity). */
export function toWireSigningSession(session: SigningSession) {
  return {
    signature_id: session.id,
    project_id: session.projectId,
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

/** POST /v1/contract/code: where the code went. */
export const toWireCodeSent = (sent: CodeSent) => ({ sent_to: sent.sentTo, expires_at: sent.expiresAt })

/** POST /v1/contract/sign: the signed contract. */
export function toWireSignedContract(signed: SignedContract) {
  return {
    project_id: signed.projectId,
    signed_at: signed.signedAt,
    file_url: signed.fileUrl,
    file_name: signed.fileName,
    original_sha256: signed.originalSha256,
    signed_sha256: signed.signedSha256,
  }
}
