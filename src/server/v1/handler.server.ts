import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { payloadClient } from '../payload.server.ts'
import { currentUser, hasAuthorizationToken } from '../auth/current-user.server.ts'
import { UnauthenticatedError, WrongTokenError } from '../../domain/errors.ts'
import { ok } from './envelope.ts'
import { errorResponse } from './errors.server.ts'
import { refuseNulCharacter } from '../http/nul-character.ts'

export type V1Context = {
  request: Request
  params: Record<string, string | undefined>
  payload: Payload
  /** The signed-in user, or null: a handler that needs one calls `requireUser`-style checks itself. */
  user: User | null
}

type V1Handler = (context: V1Context) => Promise<Response | unknown>

/**
 * Wraps a /v1 handler: resolves Payload and the session, wraps a plain result in `{ s: 1, payload }`,
 * and turns any error into the failure envelope with its status.
 */
export function v1(handler: V1Handler) {
  return async ({ request, params }: { request: Request; params: Record<string, string | undefined> }): Promise<Response> => {
    let payload: Payload | undefined
    let user: User | null = null
    try {
      refuseNulCharacter([...new URL(request.url).searchParams.values(), ...Object.values(params)])
      payload = await payloadClient()
      user = await currentUser(payload, request)
      const result = await handler({ request, params, payload, user })
      return result instanceof Response ? result : ok(result)
    } catch (error) {
      // A call that needs a session, made with a token that is not one (bad, expired, logged out): the
      // spec's 'wrongtoken' (section 8), so that its client logs out rather than asking to sign in again.
      const isWrongToken = error instanceof UnauthenticatedError && user === null && hasAuthorizationToken(request)
      return errorResponse(isWrongToken ? new WrongTokenError(undefined, { cause: error }) : error, { payload, request })
    }
  }
}
