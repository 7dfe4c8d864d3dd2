import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { sessionCookie } from '../auth/session-cookie.server.ts'

/**
 * Signs in the account the questionnaire just created, as Payload's own login does: the session token
 * and the Set-Cookie header of the web app's session cookie (the one the login form sets).
 */
export async function signInCreatedAccount(payload: Payload, { email, password }: { email: string; password: string }) {
  const { token } = await payload.login({ collection: slugs.users, data: { email, password } })
  if (!token) throw new Error('Payload login gave no token')
  return { token, cookie: sessionCookie(payload, token) }
}
