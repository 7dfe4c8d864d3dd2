// NOTE: zod/mini, as the questionnaire's other schemas: this one loads in the browser with its code step.
import * as z from 'zod/mini'

/**
 * The code a visitor finishing the questionnaire receives by email to prove the address is theirs
 * (design/trust-boundary.md, 'Answers that leak nothing'): 6 digits, valid 15 minutes, 5 wrong tries.
 * Only a hash of it is kept, bound to the project and the address; the caller compares hashes in
 * constant time and says whether they matched.
 */
export const ONE_TIME_CODE_LENGTH = 6
export const ONE_TIME_CODE_MINUTES = 15
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5

export const ONE_TIME_CODE_MESSAGES = {
  format: `Le code reçu par email compte ${ONE_TIME_CODE_LENGTH} chiffres.`,
  missing: 'Demandez d’abord un code : il vous sera envoyé par email.',
  wrong: 'Ce code n’est pas le bon. Vérifiez l’email reçu et réessayez.',
  expired: 'Ce code a expiré. Demandez-en un nouveau.',
  locked: 'Trop de codes erronés : demandez un nouveau code.',
} as const

/**
 * The same code sent by SMS to a visitor who answered with a phone and no email (spec section 6, the
 * add-account step): the same rules, its messages saying where to look.
 */
export const SMS_CODE_MESSAGES = {
  format: `Le code reçu par SMS compte ${ONE_TIME_CODE_LENGTH} chiffres.`,
  missing: 'Demandez d’abord un code : il vous sera envoyé par SMS.',
  wrong: 'Ce code n’est pas le bon. Vérifiez le SMS reçu et réessayez.',
  expired: ONE_TIME_CODE_MESSAGES.expired,
  locked: ONE_TIME_CODE_MESSAGES.locked,
} as const

/** Where a code is sent: the email typed in the questionnaire, or the phone when there is no email. */
export type OneTimeCodeChannel = 'email' | 'sms'

export const ONE_TIME_CODE_MESSAGES_BY_CHANNEL = { email: ONE_TIME_CODE_MESSAGES, sms: SMS_CODE_MESSAGES } as const satisfies Record<
  OneTimeCodeChannel,
  Record<keyof typeof ONE_TIME_CODE_MESSAGES, string>
>

/** A typed code: six digits, spaces ignored (people copy « 123 456 »); `format` says where it was sent. */
const typedCodeSchema = (format: string) =>
  z.pipe(
    z.pipe(z.string({ error: format }), z.transform((value: string) => value.replace(/\s/g, ''))),
    z.string().check(z.regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), format)),
  )

export const oneTimeCodeSchema = typedCodeSchema(ONE_TIME_CODE_MESSAGES.format)

/** The code step's form and the confirm call's body. */
export const emailCodeInputSchema = z.object({ code: oneTimeCodeSchema })

/** The same for a code sent by SMS. */
export const smsCodeInputSchema = z.object({ code: typedCodeSchema(SMS_CODE_MESSAGES.format) })

export const codeInputSchemaOf = { email: emailCodeInputSchema, sms: smsCodeInputSchema } as const satisfies Record<OneTimeCodeChannel, unknown>

/** The stored state of a code: whether one was sent, until when, and the wrong tries since. */
export type OneTimeCodeState = { isSent: boolean; expiresAt: Date | null; attempts: number }

export type OneTimeCodeCheck = { ok: true } | { ok: false; reason: keyof Omit<typeof ONE_TIME_CODE_MESSAGES, 'format'>; message: string }

/**
 * Whether a typed code proves the address (or the phone, for `channel` 'sms'). An expired or locked code
 * fails even when it matches.
 */
export function checkOneTimeCode({
  state,
  matches,
  now,
  channel = 'email',
}: {
  state: OneTimeCodeState
  matches: boolean
  now: Date
  channel?: OneTimeCodeChannel
}): OneTimeCodeCheck {
  const fail = (reason: Exclude<OneTimeCodeCheck, { ok: true }>['reason']): OneTimeCodeCheck => ({
    ok: false,
    reason,
    message: ONE_TIME_CODE_MESSAGES_BY_CHANNEL[channel][reason],
  })
  if (!state.isSent || !state.expiresAt) return fail('missing')
  if (state.attempts >= ONE_TIME_CODE_MAX_ATTEMPTS) return fail('locked')
  if (now.getTime() > state.expiresAt.getTime()) return fail('expired')
  if (!matches) return fail('wrong')
  return { ok: true }
}

/** When a code sent at `now` stops being valid. */
export function oneTimeCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + ONE_TIME_CODE_MINUTES * 60_000)
}

/** Six digits from a random integer in [0, 10^6) (the caller draws it with a CSPRNG). */
export function formatOneTimeCode(random: number): string {
  return String(random).padStart(ONE_TIME_CODE_LENGTH, '0')
}
