import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'
import { DomainError } from '../../../src/domain/errors.ts'
import { AccountLockedError } from '../../../src/domain/accounts/errors.ts'
import { RATE_LIMITS } from '../../../src/server/rate-limit/rate-limit.ts'
import { loginFailures, rateLimit } from '../../../src/server/rate-limit/limiter.server.ts'
import { CLIENT_IP_HEADER } from '../../../src/server/client-ip.ts'

/**
 * Payload's own login (/api/users/login, used by /admin) under the same rules as the site's:
 * limits per IP and per address, and an address with 5 recent failures is answered 'locked' whether
 * or not it has an account. The site's login goes through the Local API and applies them itself.
 */
export const guardRestLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI !== 'REST') return args
  const email = String(args.data?.email ?? '').trim().toLowerCase()
  const ip = req.headers.get(CLIENT_IP_HEADER) ?? 'unknown'
  try {
    await rateLimit([
      { rule: RATE_LIMITS.loginPerIp, key: ip },
      { rule: RATE_LIMITS.loginPerAccount, key: email },
    ])
    if (await loginFailures.isOverLimit(email)) throw new AccountLockedError()
  } catch (error) {
    if (error instanceof DomainError) throw new APIError(error.message, error.status, null, true)
    throw error
  }
  return args
}
