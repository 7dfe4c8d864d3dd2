import { executeAuthStrategies, type Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { UnauthenticatedError } from '../../domain/errors.ts'

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
 * The signed-in user of a request, or null.
 * NOTE: Payload's configured auth strategies are run directly rather than through `payload.auth()`, which
 * also computes the user's permissions on every collection: about a tenth of the server's time under the
 * answers benchmark, for a result no /v1 call reads (access is checked by each Local API call instead).
 */
export async function currentUser(payload: Payload, request: Request): Promise<User | null> {
  const { user } = await executeAuthStrategies({ headers: withNormalizedAuthorization(request.headers), payload, canSetHeaders: false })
  return (user as User | null) ?? null
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
