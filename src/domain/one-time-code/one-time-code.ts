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
  missing: 'Demandez d’abord un code : il vous sera envoyé par email.',
  wrong: 'Ce code n’est pas le bon. Vérifiez l’email reçu et réessayez.',
  expired: 'Ce code a expiré. Demandez-en un nouveau.',
  locked: 'Trop de codes erronés : demandez un nouveau code.',
} as const

/** A typed code: six digits, spaces ignored (people copy « 123 456 »). */
export const oneTimeCodeSchema = z.pipe(
  z.pipe(z.string({ error: ONE_TIME_CODE_MESSAGES.format }), z.transform((value: string) => value.replace(/\s/g, ''))),
  z.string().check(z.regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), ONE_TIME_CODE_MESSAGES.format)),
)

/** The code step's form and the confirm call's body. */
export const emailCodeInputSchema = z.object({ code: oneTimeCodeSchema })

/** The stored state of a code: whether one was sent, until when, and the wrong tries since. */
export type OneTimeCodeState = { isSent: boolean; expiresAt: Date | null; attempts: number }

export type OneTimeCodeCheck = { ok: true } | { ok: false; reason: keyof Omit<typeof ONE_TIME_CODE_MESSAGES, 'format'>; message: string }

/** Whether a typed code proves the address. An expired or locked code fails even when it matches. */
export function checkOneTimeCode({ state, matches, now }: { state: OneTimeCodeState; matches: boolean; now: Date }): OneTimeCodeCheck {
  const fail = (reason: Exclude<OneTimeCodeCheck, { ok: true }>['reason']): OneTimeCodeCheck => ({ ok: false, reason, message: ONE_TIME_CODE_MESSAGES[reason] })
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
