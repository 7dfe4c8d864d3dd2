import type { CollectionAfterLoginHook } from 'payload'
import { loginLimits } from '../../../src/platform/rate-limit/limiter.server.ts'
import { CLIENT_IP_HEADER } from '../../../src/platform/client-ip.ts'

/**
 * Payload's own login (/api/users/login, used by /admin) that succeeded, counted as the site's: the
 * address's failures are forgotten and it becomes known to the account (a flood from elsewhere then
 * does not delay its owner there).
 */
export const rememberRestLogin: CollectionAfterLoginHook = async ({ req }) => {
  if (req.payloadAPI !== 'REST') return
  // The login typed, as guardRestLogin keys it: an email, or a phone number for an account without one.
  const data = (req.data ?? {}) as { email?: unknown; username?: unknown }
  const email = String(data.email ?? data.username ?? '').trim().toLowerCase()
  await loginLimits.recordSuccess({ email, ip: req.headers.get(CLIENT_IP_HEADER) ?? 'unknown' })
}
