import type { NumberFieldSingleValidation } from 'payload'
import { number } from 'payload/shared'
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
