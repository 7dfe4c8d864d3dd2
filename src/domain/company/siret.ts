import { z } from 'zod'

/**
 * The SIRET, the French number of a company's establishment: 14 digits (the 9-digit SIREN of the company,
 * then a 5-digit establishment number) whose Luhn checksum holds. NOTE: La Poste's establishments (SIREN
 * 356 000 000) may break the Luhn rule; INSEE accepts theirs when the sum of their digits is a multiple of 5.
 */
export const SIRET_LENGTH = 14

export const SIRET_MESSAGES = {
  format: 'Le numéro SIRET compte 14 chiffres.',
  checksum: 'Ce numéro SIRET n’est pas valide : vérifiez les chiffres saisis.',
} as const

const LA_POSTE_SIREN = '356000000'

/** The sum of the Luhn algorithm: every second digit from the right doubled (minus 9 past 9). */
function luhnSum(digits: string): number {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index])
    const weighted = index % 2 === 1 ? digit * 2 : digit
    sum += weighted > 9 ? weighted - 9 : weighted
  }
  return sum
}

/** A SIRET as people type it (« 552 081 317 00033 »): spaces, dots and dashes removed. */
export function normalizeSiret(typed: string): string {
  return typed.replace(/[\s.-]/g, '')
}

/** Whether `siret` (already normalized) is 14 digits whose checksum holds. */
export function isValidSiret(siret: string): boolean {
  if (!new RegExp(`^\\d{${SIRET_LENGTH}}$`).test(siret)) return false
  if (luhnSum(siret) % 10 === 0) return true
  const digitSum = [...siret].reduce((sum, digit) => sum + Number(digit), 0)
  return siret.startsWith(LA_POSTE_SIREN) && digitSum % 5 === 0
}

/** A typed SIRET, normalized, with the French reason when it is not one. */
export const siretSchema = z
  .string({ error: SIRET_MESSAGES.format })
  .transform(normalizeSiret)
  .pipe(z.string().regex(new RegExp(`^\\d{${SIRET_LENGTH}}$`), { error: SIRET_MESSAGES.format }).refine(isValidSiret, { error: SIRET_MESSAGES.checksum }))
