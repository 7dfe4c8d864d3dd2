import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import {
  checkOneTimeCode,
  codeInputSchemaOf,
  formatOneTimeCode,
  ONE_TIME_CODE_LENGTH,
  ONE_TIME_CODE_MAX_ATTEMPTS,
  ONE_TIME_CODE_MINUTES,
  oneTimeCodeExpiry,
  type OneTimeCodeChannel,
} from '../../domain/one-time-code/index.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts'
import { isWithinLimit, rateLimit } from '../../platform/rate-limit/limiter.server.ts'
import { queueAccountEmail } from '../../platform/mail/account-emails.ts'
import { questionnaireCodeEmail } from '../../platform/mail/templates.ts'
import { sendSms } from '../../platform/sms/sms.server.ts'
import { questionnaireCodeSms } from '../../platform/sms/templates.ts'
import { parseInput } from '../../domain/parse-input.ts'
import type { DocId } from '../../domain/ids/index.ts'

/**
 * The proof that a visitor finishing the questionnaire controls the address they typed, or the phone when
 * they gave no email (spec section 6): a 6-digit code sent there. Only its HMAC (keyed with the app's
 * secret, bound to the project, the channel and the address or number) is kept on the project, with its
 * expiry and wrong tries; a new code, by either channel, voids the previous one.
 * NOTE: the project's fields keep their first name (emailCode*): they hold the code whichever the channel.
 */

/** Where the code goes: an email address, or a phone number (whitespace stripped, as the answer is stored). */
export type ProofDestination = { channel: 'email'; email: string } | { channel: 'sms'; phone: string }

const destinationKey = (to: ProofDestination) => (to.channel === 'email' ? to.email.trim().toLowerCase() : to.phone.replace(/\s/g, ''))

const codeHash = (payload: Payload, { projectId, to, code }: { projectId: DocId | number; to: ProofDestination; code: string }) =>
  createHmac('sha256', payload.secret).update(`${to.channel}:${projectId}:${destinationKey(to)}:${code}`).digest()

/**
 * Sends a new code to `to` for the project: limited per project and per IP, and per address or number too
 * (an SMS costs, and nobody's inbox or phone is flooded through us; trust-boundary.md: every door that
 * answers about an address is limited per address).
 */
export async function sendProofCode(
  payload: Payload,
  { projectId, to, ip }: { projectId: DocId | number; to: ProofDestination; ip: string },
): Promise<void> {
  await rateLimit([
    { rule: RATE_LIMITS.codesPerProject, key: String(projectId) },
    { rule: RATE_LIMITS.codesPerIp, key: ip },
    ...(to.channel === 'sms' ? [{ rule: RATE_LIMITS.smsCodesPerPhone, key: destinationKey(to) }] : [{ rule: RATE_LIMITS.emailCodesPerAddress, key: destinationKey(to) }]),
  ])
  const code = formatOneTimeCode(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH))
  await payload.update({
    collection: slugs.projects,
    id: projectId,
    data: { emailCodeHash: codeHash(payload, { projectId, to, code }).toString('hex'), emailCodeExpiresAt: oneTimeCodeExpiry(new Date()).toISOString(), emailCodeAttempts: 0 },
    overrideAccess: true,
    context: { actor: 'system' },
    depth: 0,
  })
  if (to.channel === 'email') await queueAccountEmail(payload, to.email, questionnaireCodeEmail({ code, minutes: ONE_TIME_CODE_MINUTES }))
  else await sendSms(payload, { to: destinationKey(to), text: questionnaireCodeSms({ code, minutes: ONE_TIME_CODE_MINUTES }) })
}

/**
 * Checks a typed code against the project's for `to`: the code is spent when it matches (unless `isSpent`
 * is false: the caller needs it once more, see confirmVisitorEmail); a wrong one counts towards the limit.
 * Throws InvalidInputError (field `code`) with the French reason otherwise, worded for the channel the code
 * went through.
 */
export async function verifyProofCode(
  payload: Payload,
  { projectId, to, code, isSpent = true }: { projectId: DocId | number; to: ProofDestination; code: unknown; isSpent?: boolean },
): Promise<void> {
  const channel: OneTimeCodeChannel = to.channel
  const { code: typed } = parseInput(codeInputSchemaOf[channel], { code })
  const stored = await payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, showHiddenFields: true })
  const storedHash = stored.emailCodeHash ? Buffer.from(stored.emailCodeHash, 'hex') : null
  const expected = codeHash(payload, { projectId, to, code: typed })
  const matches = storedHash !== null && storedHash.length === expected.length && timingSafeEqual(storedHash, expected)
  // Every try of this code is counted at once, in the shared store: tries sent together each count (the
  // stored count, read then written, kept one of them), and past the limit even the right code is refused.
  const withinTries = storedHash === null || (await isWithinLimit(RATE_LIMITS.oneTimeCodeTries, `${String(projectId)}:${stored.emailCodeHash}`))
  const attempts = withinTries ? (stored.emailCodeAttempts ?? 0) : ONE_TIME_CODE_MAX_ATTEMPTS
  const result = checkOneTimeCode({
    state: { isSent: storedHash !== null, expiresAt: stored.emailCodeExpiresAt ? new Date(stored.emailCodeExpiresAt) : null, attempts },
    matches,
    now: new Date(),
    channel,
  })
  const spent = result.ok ? (isSpent ? { emailCodeHash: null, emailCodeExpiresAt: null, emailCodeAttempts: null } : null) : result.reason === 'wrong' ? { emailCodeAttempts: attempts + 1 } : null
  if (spent) await payload.update({ collection: slugs.projects, id: projectId, data: spent, overrideAccess: true, context: { actor: 'system' }, depth: 0 })
  if (!result.ok) throw new InvalidInputError(result.message, { field: 'code' })
}
