import { frenchDate } from '../../domain/french-typography/index.ts'

const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** 23 novembre 2026, 1er décembre 2026: a calendar date YYYY-MM-DD (already in Paris time), by the one French date helper. */
export function longFrenchDate(calendarDate: string): string {
  return frenchDate(calendarDate)
}

/** 12,5 (French decimal comma, at most two decimals). */
export function frenchNumber(value: number): string {
  return DECIMAL.format(value)
}
