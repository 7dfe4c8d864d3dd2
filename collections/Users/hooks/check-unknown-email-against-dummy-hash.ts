import type { CollectionBeforeOperationHook } from 'payload'
import { checkAgainstDummyHash } from '../../../src/platform/auth/dummy-password.ts'

/**
 * Payload answers a login for an unknown address at once, and one for a known address only after hashing
 * the password: the time to answer would tell who has an account. For an unknown address the password is
 * hashed all the same, against a dummy hash, before Payload refuses it. Every login goes through here:
 * the site's and /v1's (Local API) and Payload's own (/api/users/login, /admin).
 */
export const checkUnknownEmailAgainstDummyHash: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  // A phone-only account logs in with its phone as username (Payload then matches it as username or email).
  const data = (args.data ?? {}) as { email?: unknown; username?: unknown; password?: unknown }
  const login = String(data.email ?? data.username ?? '').trim().toLowerCase()
  const known = login === '' ? null : await req.payload.db.findOne({ collection: collection.slug, where: { or: [{ email: { equals: login } }, { username: { equals: login } }] }, req })
  if (!known) await checkAgainstDummyHash(String(data.password ?? ''))
  return args
}
