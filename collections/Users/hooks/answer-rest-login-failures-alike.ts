import type { CollectionAfterErrorHook } from 'payload'
import { AuthenticationError, LockedAuth } from 'payload'
import { ACCOUNT_LOCKED_MESSAGE, LOGIN_FAILED } from '../../../src/domain/accounts/errors.ts'
import { loginLimits } from '../../../src/platform/rate-limit/limiter.server.ts'
import { CLIENT_IP_HEADER } from '../../../src/platform/client-ip.ts'

/**
 * Payload's own login answers a locked account differently from an unknown address, which would tell
 * who has an account. Its failures are counted as the site's (loginLimits, known address or not) and both
 * answers are made the site's: 401 'Mot de passe ou adresse email incorrect.', then 429 'locked'.
 */
export const answerRestLoginFailuresAlike: CollectionAfterErrorHook = async ({ error, req }) => {
  if (req.payloadAPI !== 'REST' || !req.pathname?.endsWith('/users/login')) return
  if (error instanceof LockedAuth) return { status: 429, response: { errors: [{ message: ACCOUNT_LOCKED_MESSAGE }] } }
  if (!(error instanceof AuthenticationError)) return
  const data = (req.data ?? {}) as { email?: unknown; username?: unknown }
  const email = String(data.email ?? data.username ?? '').trim().toLowerCase()
  await loginLimits.recordFailure({ email, ip: req.headers.get(CLIENT_IP_HEADER) ?? 'unknown' })
  return { status: 401, response: { errors: [{ message: LOGIN_FAILED.message }] } }
}
