import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { ACCOUNT_COPY } from '../../domain/accounts/messages.ts'
import { loginLimits } from '../../platform/rate-limit/limiter.server.ts'
import { isStoredPassword } from '../../platform/auth/stored-password.ts'

/** The key login's limits count an account under: its email as stored (lowercase), else its phone (E.164 username). */
const loginKeyOf = (user: Pick<User, 'email' | 'username'>): string => user.email || user.username || ''

/**
 * Checks the signed-in user's current password before a sensitive change (a new password, the account's
 * deletion), under login's own limits (loginLimits: per account and address, and the account's delays
 * under a flood): guesses made here count as failed logins and are refused past the same limits, with the
 * same French message. Payload's login is not used: it would open a session and count towards its own
 * lock (lockUntil), which would keep the owner out of login too. Throws the `field`'s French error.
 */
export async function checkCurrentPassword(payload: Payload, user: User, { password, ip, field }: { password: unknown; ip: string; field: string }): Promise<void> {
  if (typeof password !== 'string' || password === '') throw new InvalidInputError(ACCOUNT_COPY.currentPasswordWrong, { field })
  const email = loginKeyOf(user)
  await loginLimits.check({ email, ip })
  const stored = (await payload.db.findOne({ collection: slugs.users, where: { id: { equals: user.id } } })) as { salt?: unknown; hash?: unknown } | null
  if (stored && (await isStoredPassword(stored, password))) {
    await loginLimits.recordSuccess({ email, ip })
    return
  }
  await loginLimits.recordFailure({ email, ip })
  throw new InvalidInputError(ACCOUNT_COPY.currentPasswordWrong, { field })
}
