import type { Payload } from 'payload'
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

/** The signed-in user of a request, or null. */
export async function currentUser(payload: Payload, request: Request): Promise<User | null> {
  const { user } = await payload.auth({ headers: withNormalizedAuthorization(request.headers) })
  return (user as User | null) ?? null
}

/** The signed-in user, or a 401. */
export async function requireUser(payload: Payload, request: Request): Promise<User> {
  const user = await currentUser(payload, request)
  if (!user) throw new UnauthenticatedError()
  return user
}
