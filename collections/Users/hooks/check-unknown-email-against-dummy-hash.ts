import type { CollectionBeforeOperationHook } from 'payload'
import { checkAgainstDummyHash } from '../../../src/server/accounts/dummy-password.ts'

/**
 * Payload answers a login for an unknown address at once, and one for a known address only after hashing
 * the password: the time to answer would tell who has an account. For an unknown address the password is
 * hashed all the same, against a dummy hash, before Payload refuses it. Every login goes through here:
 * the site's and /v1's (Local API) and Payload's own (/api/users/login, /admin).
 */
export const checkUnknownEmailAgainstDummyHash: CollectionBeforeOperationHook = async ({ args, operation, req, collection }) => {
  if (operation !== 'login') return args
  const email = String(args.data?.email ?? '').trim().toLowerCase()
  const known = email === '' ? null : await req.payload.db.findOne({ collection: collection.slug, where: { email: { equals: email } }, req })
  if (!known) await checkAgainstDummyHash(String(args.data?.password ?? ''))
  return args
}
