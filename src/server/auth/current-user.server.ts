import { executeAuthStrategies, type Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { UnauthenticatedError } from '../../domain/errors.ts'
import { userRevocations } from '../../platform/auth/user-revocations.ts'

/**
 * Headers Payload understands: API clients may send `Authorization: Bearer <token>` or the bare token
 * (design/api.md); the web app sends its httpOnly session cookie.
 */
function withNormalizedAuthorization(headers: Headers): Headers {
  const authorization = headers.get('authorization')?.trim()
  if (!authorization || /^(Bearer|JWT) /.test(authorization)) return headers
  const normalized = new Headers(headers)
  normalized.set('authorization', `Bearer ${authorization}`)
  return normalized
}

/** Whether a request sent a token in its Authorization header (whatever it is worth). */
export const hasAuthorizationToken = (request: Request): boolean => Boolean(request.headers.get('authorization')?.trim())

/**
 * What Payload's JWT strategy reads from a request to find its token (extractJWT: the Authorization header,
 * the session cookie, and Origin and Sec-Fetch-Site for the cookie's CSRF check): the same text, the same
 * answer. Null without any credential (nothing to cache).
 */
function credentialsKey(headers: Headers): string | null {
  const authorization = headers.get('authorization') ?? ''
  const cookie = headers.get('cookie') ?? ''
  if (!authorization && !cookie) return null
  return [authorization, cookie, headers.get('origin') ?? '', headers.get('sec-fetch-site') ?? ''].join('\n')
}

type SessionUser = User & { _sid?: string; _strategy?: string; sessions?: { id: string; expiresAt?: unknown }[] | null }

/** When the session the token was signed for ends (its token expires with it): a cached user is not kept past it. */
function sessionEnd(user: SessionUser): number | undefined {
  const session = user.sessions?.find(({ id }) => id === user._sid)
  const end = session?.expiresAt ? new Date(session.expiresAt as string).getTime() : NaN
  return Number.isNaN(end) ? undefined : end
}

/**
 * The signed-in user of a request, or null.
 * NOTE: Payload's configured auth strategies are run directly rather than through `payload.auth()`, which
 * also computes the user's permissions on every collection: about a tenth of the server's time under the
 * answers benchmark, for a result no /v1 call reads (access is checked by each Local API call instead).
 * The user is then kept a few seconds for the same credentials (platform/auth/user-revocations.ts): every
 * logout, password change, role change or deletion forgets it on every instance at once.
 */
export async function currentUser(payload: Payload, request: Request): Promise<User | null> {
  const headers = withNormalizedAuthorization(request.headers)
  const key = credentialsKey(headers)
  const { cache } = userRevocations()
  const cached = key === null ? undefined : cache.get(key)
  // A copy: a caller may add to the user it is given (as Payload does to req.user).
  if (cached) return structuredClone(cached) as User
  const epoch = cache.epoch()
  const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
  const found = (user as SessionUser | null) ?? null
  // Only what the session token strategy found: a user of another strategy has no session to revoke.
  if (key !== null && found?._strategy === 'local-jwt' && found._sid) {
    cache.set(key, structuredClone(found), { epoch, expiresAt: sessionEnd(found) })
  }
  return found
}

/** The signed-in user, or a 401. */
export async function requireUser(payload: Payload, request: Request): Promise<User> {
  const user = await currentUser(payload, request)
  if (!user) throw new UnauthenticatedError()
  return user
}

/** The signed-in user a service needs, or a 401 (for the user the request context already resolved). */
export function requireSignedIn(user: User | null): User {
  if (!user) throw new UnauthenticatedError()
  return user
}
