import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { DomainError } from '../../../src/domain/errors.ts'
import { loginLimits } from '../../../src/platform/rate-limit/limiter.server.ts'
import { CLIENT_IP_HEADER } from '../../../src/platform/client-ip.ts'

/**
 * Payload's own login (/api/users/login, used by /admin) under the same limits as the site's
 * (loginLimits), whether or not the address has an account. The site's login goes through the Local
 * API and applies them itself.
 */
export const guardRestLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI !== 'REST') return args
  const data = (args.data ?? {}) as { email?: unknown; username?: unknown }
  const email = String(data.email ?? data.username ?? '').trim().toLowerCase()
  const ip = req.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
  try {
    await loginLimits.check({ email, ip })
  } catch (error) {
    if (error instanceof DomainError) throw new APIError(error.message, error.status, null, true)
    throw error
  }
  return args
}
