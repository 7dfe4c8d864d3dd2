import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Payload's password hash parameters (payload/dist/auth/strategies/local/generatePasswordSaltHash.js,
 * pbkdf2-sha256-v1). NOTE: Payload does not export them; dummy-password.test.ts reads them from its
 * source, so an upgrade that changes them fails that test instead of reopening the timing gap.
 */
export const PAYLOAD_PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const dummySalt = randomBytes(32).toString('hex')
const dummyHash = randomBytes(PAYLOAD_PASSWORD_HASH.keyLength)

/**
 * Checks a password against a hash nobody has, at the cost of a real check: a login or sign-up for an
 * address without an account then takes as long as one for an address with an account, so the time to
 * answer tells nothing. Always false.
 */
export async function checkAgainstDummyHash(password: string): Promise<false> {
  const { iterations, keyLength, digest } = PAYLOAD_PASSWORD_HASH
  const hash = await pbkdf2Async(password, dummySalt, iterations, keyLength, digest)
  timingSafeEqual(hash, dummyHash)
  return false
}
