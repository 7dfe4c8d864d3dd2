import type { Endpoint } from 'payload'
import { DomainError } from '../../../src/domain/errors.ts'
import { ACCOUNT_COPY } from '../../../src/domain/accounts/messages.ts'
import { forgotPassword } from '../forgot-password.server.ts'
import { CLIENT_IP_HEADER } from '../../../src/platform/client-ip.ts'
import { domainErrorResponse } from '../../endpoints/error-response.ts'

/**
 * POST /api/users/forgot-password (the admin's « Mot de passe oublié »), in place of Payload's own, which
 * has no rate limit and answers as soon as it knows whether the address has an account. This one is the
 * product's: its limits per IP and per address, the site's email, and one answer whatever the address.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    let body: { email?: unknown } | undefined
    try {
      body = (await req.json?.()) as typeof body
    } catch {
      // Not JSON: the address's schema refuses the missing email with its French message.
      body = undefined
    }
    try {
      await forgotPassword(req.payload, { email: body?.email ?? '' }, { ip: req.headers.get(CLIENT_IP_HEADER) ?? 'unknown' })
      return Response.json({ message: ACCOUNT_COPY.forgotSent })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds
      return domainErrorResponse(error, retryAfter ? { 'Retry-After': String(retryAfter) } : {})
    }
  },
}
