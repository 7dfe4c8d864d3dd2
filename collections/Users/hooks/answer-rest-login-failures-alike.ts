import type { CollectionAfterErrorHook } from 'payload'
import { AuthenticationError, LockedAuth } from 'payload'
import { ACCOUNT_LOCKED_MESSAGE, LOGIN_FAILED } from '../../../src/domain/accounts/errors.ts'
import { loginFailures } from '../../../src/server/rate-limit/limiter.server.ts'

/**
 * Payload's own login answers a locked account differently from an unknown address, which would tell
 * who has an account. Its failures are counted per address (known or not, as on the site) and both
 * answers are made the site's: 401 'Mot de passe ou adresse email incorrect.', then 429 'locked'.
 */
export const answerRestLoginFailuresAlike: CollectionAfterErrorHook = async ({ error, req }) => {
  if (req.payloadAPI !== 'REST' || !req.pathname?.endsWith('/users/login')) return
  if (error instanceof LockedAuth) return { status: 429, response: { errors: [{ message: ACCOUNT_LOCKED_MESSAGE }] } }
  if (!(error instanceof AuthenticationError)) return
  const email = String((req.data as { email?: unknown } | undefined)?.email ?? '').trim().toLowerCase()
  await loginFailures.record(email)
  return { status: 401, response: { errors: [{ message: LOGIN_FAILED.message }] } }
}
