import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { PAYLOAD_PASSWORD_HASH } from './dummy-password.ts'

const pbkdf2Async = promisify(pbkdf2)

/** Payload's current hashes carry this prefix; older ones are bare hex, with their own parameters (stored-password.test.ts reads both from Payload's source). */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const LEGACY_PASSWORD_HASH = { iterations: 25_000, keyLength: 512 } as const

/**
 * Whether `password` is the one Payload stored as `salt` and `hash` (the account's hidden fields), checked
 * the way Payload's login checks it (payload/dist/auth/strategies/local/authenticate.js) but without its
 * side effects: no session opened, no failed attempt counted towards Payload's lock (lockUntil). For the
 * checks of the current password outside login, which have their own limits (current-password.server.ts).
 */
export async function isStoredPassword({ salt, hash }: { salt?: unknown; hash?: unknown }, password: string): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string') return false
  const isCurrent = hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = isCurrent ? PAYLOAD_PASSWORD_HASH : LEGACY_PASSWORD_HASH
  const stored = Buffer.from(isCurrent ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const typed = await pbkdf2Async(password, salt, iterations, keyLength, PAYLOAD_PASSWORD_HASH.digest)
  return typed.length === stored.length && timingSafeEqual(typed, stored)
}
