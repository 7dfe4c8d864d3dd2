import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import {
  checkOneTimeCode,
  formatOneTimeCode,
  ONE_TIME_CODE_LENGTH,
  ONE_TIME_CODE_MINUTES,
  oneTimeCodeExpiry,
  emailCodeInputSchema,
} from '../../domain/one-time-code/index.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { RATE_LIMITS } from '../rate-limit/rate-limit.ts'
import { rateLimit } from '../rate-limit/limiter.server.ts'
import { sendAccountEmail } from '../mail/account-emails.ts'
import { questionnaireCodeEmail } from '../mail/templates.ts'
import { parseInput } from '../accounts/parse-input.ts'

/**
 * The proof that a visitor finishing the questionnaire controls the address they typed: a 6-digit code
 * sent there. Only its HMAC (keyed with the app's secret, bound to the project and the address) is kept
 * on the project, with its expiry and wrong tries; a new code voids the previous one.
 */

const codeHash = (payload: Payload, { projectId, email, code }: { projectId: number; email: string; code: string }) =>
  createHmac('sha256', payload.secret).update(`${projectId}:${email.trim().toLowerCase()}:${code}`).digest()

/** Sends a new code to `email` for the project (limited per project and per IP). */
export async function sendEmailCode(
  payload: Payload,
  { projectId, email, firstName, ip }: { projectId: number; email: string; firstName?: string | null; ip: string },
): Promise<void> {
  await rateLimit([
    { rule: RATE_LIMITS.emailCodesPerProject, key: String(projectId) },
    { rule: RATE_LIMITS.emailCodesPerIp, key: ip },
  ])
  const code = formatOneTimeCode(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH))
  await payload.update({
    collection: slugs.projects,
    id: projectId,
    data: { emailCodeHash: codeHash(payload, { projectId, email, code }).toString('hex'), emailCodeExpiresAt: oneTimeCodeExpiry(new Date()).toISOString(), emailCodeAttempts: 0 },
    overrideAccess: true,
    context: { actor: 'system' },
    depth: 0,
  })
  await sendAccountEmail(payload, email, questionnaireCodeEmail({ firstName, code, minutes: ONE_TIME_CODE_MINUTES }))
}

/**
 * Checks a typed code against the project's for `email`: the code is spent when it matches; a wrong one
 * counts towards the limit. Throws InvalidInputError (field `code`) with the French reason otherwise.
 */
export async function verifyEmailCode(payload: Payload, { projectId, email, code }: { projectId: number; email: string; code: unknown }): Promise<void> {
  const { code: typed } = parseInput(emailCodeInputSchema, { code })
  const stored = await payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, showHiddenFields: true })
  const storedHash = stored.emailCodeHash ? Buffer.from(stored.emailCodeHash, 'hex') : null
  const expected = codeHash(payload, { projectId, email, code: typed })
  const matches = storedHash !== null && storedHash.length === expected.length && timingSafeEqual(storedHash, expected)
  const attempts = stored.emailCodeAttempts ?? 0
  const result = checkOneTimeCode({
    state: { isSent: storedHash !== null, expiresAt: stored.emailCodeExpiresAt ? new Date(stored.emailCodeExpiresAt) : null, attempts },
    matches,
    now: new Date(),
  })
  const spent = result.ok ? { emailCodeHash: null, emailCodeExpiresAt: null, emailCodeAttempts: null } : result.reason === 'wrong' ? { emailCodeAttempts: attempts + 1 } : null
  if (spent) await payload.update({ collection: slugs.projects, id: projectId, data: spent, overrideAccess: true, context: { actor: 'system' }, depth: 0 })
  if (!result.ok) throw new InvalidInputError(result.message, { field: 'code' })
}
