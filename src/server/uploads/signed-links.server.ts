import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '../../platform/env.ts'

/** How long a signed download link works (GET /v1/folders/sign/{folderId}). */
export const SIGNED_LINK_TTL_MS = 15 * 60_000

// A key of its own, derived from the app's secret, so that a link's signature is never a session token's.
const key = createHmac('sha256', env.payloadSecret).update('maisonnee:signed-upload-links').digest()

const signatureOf = (uploadPath: string, expiresAt: number) => createHmac('sha256', key).update(`${uploadPath}\n${expiresAt}`).digest('base64url')

/** An absolute link to `/uploads/{uploadPath}` (its parts URL-encoded) that works without a session until `expiresAt`. */
export function signedUploadUrl(uploadPath: string, expiresAt: number): string {
  return `${env.publicUrl}/uploads/${uploadPath}?expires=${expiresAt}&signature=${signatureOf(decodeURIComponent(uploadPath), expiresAt)}`
}

/** Whether the request's `expires` and `signature` sign `uploadPath` (decoded) and have not expired. */
export function isSignedUploadRequest(url: URL, uploadPath: string, now = Date.now()): boolean {
  const expires = url.searchParams.get('expires')
  const signature = url.searchParams.get('signature')
  if (!expires || !signature || !/^\d{1,15}$/.test(expires) || Number(expires) <= now) return false
  const expected = Buffer.from(signatureOf(uploadPath, Number(expires)))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
