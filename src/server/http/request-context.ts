import { createMiddleware } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { payloadClient } from '../payload.server.ts'
import { currentUser } from '../auth/current-user.server.ts'
import { requesterOf } from '../projects/project-access.server.ts'

/**
 * The one request toolkit of the site's server functions: Payload, the signed-in user (or null), the
 * requester (user, visitor key, client address) and the browser's user agent, resolved once per call.
 * Usage: `createServerFn({ method: 'POST' }).middleware([requestContext]).validator(schema).handler(({ data, context }) => …)`.
 */
export const requestContext = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const payload = await payloadClient()
  const request = getRequest()
  const user = await currentUser(payload, request)
  return next({ context: { payload, user, requester: requesterOf(request, user), userAgent: request.headers.get('user-agent') ?? '' } })
})

/** The client's address of a server function's call (requestContext always sets it; the type keeps it optional for other requesters). */
export const clientAddress = (requester: { ip?: string }): string => requester.ip ?? ''
