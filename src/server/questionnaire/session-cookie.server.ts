import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import type { User } from '../../../payload-types.ts'
import { sessionCookie } from '../auth/session-cookie.server.ts'
import { loginOf } from '../accounts/credentials.ts'

/**
 * Signs in the account the questionnaire just created, as Payload's own login does: the session token
 * and the Set-Cookie header of the web app's session cookie (the one the login form sets).
 */
export async function signInCreatedAccount(payload: Payload, { user, password }: { user: User; password: string }) {
  const { token } = await payload.login({ collection: slugs.users, data: { ...loginOf(user), password } })
  if (!token) throw new Error('Payload login gave no token')
  return { token, cookie: sessionCookie(payload, token) }
}
