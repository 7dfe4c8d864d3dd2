// NOTE: zod/mini, as the questionnaire's schemas: the password question loads this in the browser.
import * as z from 'zod/mini'

/** The characters that count as 'special' (spec section 5). Other symbols are allowed but do not count. */
export const PASSWORD_SPECIAL_CHARACTERS = [';', '!', '@', '#', '$', '&', '*'] as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MIN_LOWERCASE = 3

export const PASSWORD_POLICY_MESSAGE =
  'Règles minimales : au moins 8 caractères, dont 1 chiffre, 1 majuscule, 3 minuscules et 1 caractère spécial (; ! @ # $ & *).'
export const PASSWORD_EMPTY_MESSAGE = 'Veuillez insérer votre mot de passe.'

/** The rules of the policy, in the order the message lists them; a live checklist ticks them one by one. */
export const PASSWORD_RULES = ['minLength', 'digit', 'uppercase', 'lowercase', 'special'] as const

export type PasswordRule = (typeof PASSWORD_RULES)[number]

export type PasswordCheck = { ok: true } | { ok: false; message: string; failedRules: PasswordRule[] }

// NOTE: letters are read as Unicode letters, so accented ones count: 'É' is an uppercase letter and 'é' a
// lowercase one. A French user typing 'Élodie' expects its capital to count.
const UPPERCASE_LETTER = /\p{Lu}/gu
const LOWERCASE_LETTER = /\p{Ll}/gu
const DIGIT = /[0-9]/

function countMatches(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0
}

function isRuleMet(password: string, rule: PasswordRule): boolean {
  switch (rule) {
    case 'minLength':
      // Counted in characters as a person sees them (code points), not UTF-16 units.
      return [...password].length >= PASSWORD_MIN_LENGTH
    case 'digit':
      return DIGIT.test(password)
    case 'uppercase':
      return countMatches(password, UPPERCASE_LETTER) >= 1
    case 'lowercase':
      return countMatches(password, LOWERCASE_LETTER) >= PASSWORD_MIN_LOWERCASE
    case 'special':
      return PASSWORD_SPECIAL_CHARACTERS.some((character) => password.includes(character))
  }
}

/** The rules of the password policy that `password` does not meet, in the order of {@link PASSWORD_RULES}. */
export function failedPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !isRuleMet(password, rule))
}

/**
 * Checks a new password against the policy of spec section 5: at least 8 characters, 1 digit, 1 uppercase
 * letter, 3 lowercase letters and 1 of ; ! @ # $ & *. Nothing is trimmed. On failure, `message` is the
 * spec's message (the empty one for an empty password) and `failedRules` lists every rule not met.
 */
export function checkPassword(password: string): PasswordCheck {
  const failedRules = failedPasswordRules(password)
  if (failedRules.length === 0) return { ok: true }
  return { ok: false, message: password === '' ? PASSWORD_EMPTY_MESSAGE : PASSWORD_POLICY_MESSAGE, failedRules }
}

/** A new password (registration, password question, reset), with the spec's messages. */
export const passwordSchema = z.string({ error: PASSWORD_EMPTY_MESSAGE }).check(
  z.minLength(1, { error: PASSWORD_EMPTY_MESSAGE, abort: true }),
  z.refine((password) => checkPassword(password).ok, { error: PASSWORD_POLICY_MESSAGE }),
)
