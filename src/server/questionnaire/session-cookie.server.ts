import type { Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'
import { slugs } from '../../../collections/slugs.ts'

/**
 * Signs in the account the questionnaire just created, as Payload's own login does: the session token
 * and the Set-Cookie header of Payload's httpOnly session cookie (the web app's session, design/api.md).
 */
export async function signInCreatedAccount(payload: Payload, { email, password }: { email: string; password: string }) {
  const { token } = await payload.login({ collection: slugs.users, data: { email, password } })
  if (!token) throw new Error('Payload login gave no token')
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections[slugs.users].config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
  return { token, cookie }
}
