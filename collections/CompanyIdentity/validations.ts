import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { isValidSiret, normalizeSiret, siretSchema } from '../../src/domain/company/index.ts'
import { vatNumberOfSiren } from '../../src/domain/commitments/index.ts'
import { COMPANY_IDENTITY_MESSAGES } from './messages.ts'

type Siblings = { siret?: string | null }

/** The SIREN of the SIRET typed beside, or null while that SIRET is not a valid one (its own field says why). */
function sirenBeside(siblingData: unknown): string | null {
  const siret = normalizeSiret((siblingData as Siblings).siret ?? '')
  return isValidSiret(siret) ? siret.slice(0, 9) : null
}

/** A valid SIRET (14 digits whose checksum holds). Payload's text checks run first. */
export const isCompanySiret: TextFieldSingleValidation = (value, options) => {
  const checked = text(value, options)
  if (checked !== true || !value) return checked
  const parsed = siretSchema.safeParse(value)
  return parsed.success || (parsed.error.issues[0]?.message ?? true)
}

/** The intra-community VAT number of the SIRET's SIREN (FR, its key, the SIREN). */
export const isVatNumberOfSiret: TextFieldSingleValidation = (value, options) => {
  const checked = text(value, options)
  if (checked !== true || !value) return checked
  const siren = sirenBeside(options.siblingData)
  if (!siren) return true
  const expected = vatNumberOfSiren(siren)
  return value.replace(/\s/g, '').toUpperCase() === expected || COMPANY_IDENTITY_MESSAGES.vatNumber(expected)
}

/** The RCS registration names the SIRET's SIREN. */
export const isRcsOfSiret: TextFieldSingleValidation = (value, options) => {
  const checked = text(value, options)
  if (checked !== true || !value) return checked
  const siren = sirenBeside(options.siblingData)
  if (!siren) return true
  return value.replace(/\s/g, '').includes(siren) || COMPANY_IDENTITY_MESSAGES.rcs
}
