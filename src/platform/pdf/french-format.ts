const LONG_DATE = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 })

/** 23 novembre 2026, from a calendar date YYYY-MM-DD (already in Paris time). */
export function longFrenchDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-').map(Number) as [number, number, number]
  return LONG_DATE.format(new Date(Date.UTC(year, month - 1, day)))
}

/** 12,5 (French decimal comma, at most two decimals). */
export function frenchNumber(value: number): string {
  return DECIMAL.format(value)
}
