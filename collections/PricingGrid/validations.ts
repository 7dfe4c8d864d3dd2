import type { NumberFieldSingleValidation, TextFieldSingleValidation } from 'payload'
import { number, text } from 'payload/shared'
import { isHighAtLeastLow } from '../../src/domain/pricing/index.ts'
import { PRICING_GRID_MESSAGES } from './messages.ts'

/**
 * A row's high price may not be below its low price. NOTE: a custom validation replaces Payload's own, so
 * Payload's number checks (required, min) run first.
 */
export const isAtLeastLowPrice: NumberFieldSingleValidation = (value, options) => {
  const checked = number(value, options)
  if (checked !== true) return checked
  const low = (options.siblingData as { lowPerSquareMetre?: number | null }).lowPerSquareMetre
  return isHighAtLeastLow({ low, high: value }) || PRICING_GRID_MESSAGES.highBelowLow
}

/** A SIRET is 14 digits (spaces allowed between groups); empty is allowed. Payload's text checks run first. */
export const isSiret: TextFieldSingleValidation = (value, options) => {
  const checked = text(value, options)
  if (checked !== true) return checked
  return !value || /^\d{14}$/.test(value.replace(/\s/g, '')) || PRICING_GRID_MESSAGES.siret
}
