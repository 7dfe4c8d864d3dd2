/**
 * A customer's phone as an account's login (spec section 6, the phone-only visitor): the number in E.164
 * (+33612345678), the form a verified phone is stored and looked up in, whatever way it was typed.
 */

/** Separators people type inside a number: spaces, dots, dashes, parentheses. */
const SEPARATORS = /[\s.\-()]/g
const E164 = /^\+[1-9]\d{7,14}$/
/** A French national number: 0 then 9 digits (06 12 34 56 78). */
const FRENCH_NATIONAL = /^0[1-9]\d{8}$/
/** A French number in E.164: +33 then the national number without its 0 (a 9-digit number is no French number). */
const FRENCH_E164 = /^\+33[1-9]\d{8}$/

/**
 * The number in E.164, or null when it cannot be one: '+' or '00' and the country code, or a French
 * national number (0 then 9 digits, given +33); a French number, either way, has exactly 9 digits after its 0
 * or its +33.
 */
export function toE164Phone(typed: string): string | null {
  const compact = typed.replace(SEPARATORS, '')
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact
  if (international.startsWith('+33')) return FRENCH_E164.test(international) ? international : null
  if (E164.test(international)) return international
  return FRENCH_NATIONAL.test(compact) ? `+33${compact.slice(1)}` : null
}

/** Whether a login typed is meant as a phone: digits and separators, an optional leading '+'. */
export function looksLikePhone(typed: string): boolean {
  return /^\+?[\d\s.\-()]+$/.test(typed.trim())
}

/** A phone fit for a log line: the country code and the last two digits only (+33•••••••78). */
export function maskPhone(phone: string): string {
  const compact = phone.replace(SEPARATORS, '')
  if (compact.length <= 5) return '•'.repeat(compact.length)
  return `${compact.slice(0, 3)}${'•'.repeat(compact.length - 5)}${compact.slice(-2)}`
}
