import { frenchDayOfMonth } from './typography.ts'

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// NOTE: made on first use, not on import: a page's first Intl.DateTimeFormat loads the locale's calendar data
// (tens of milliseconds on a phone), which a screen that shows no date should not pay while it hydrates.
const formats = new Map<boolean, Intl.DateTimeFormat>()
function formatOf(withWeekday: boolean): Intl.DateTimeFormat {
  const known = formats.get(withWeekday)
  if (known) return known
  const format = new Intl.DateTimeFormat('fr-FR', { ...(withWeekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  formats.set(withWeekday, format)
  return format
}

/**
 * « 25 novembre 2026 », « mardi 1er décembre 2026 » with `weekday`: a calendar date YYYY-MM-DD (already a
 * Paris date) as French writes it, the first of the month as « 1er » (Intl writes « 1 »).
 */
export function frenchDate(calendarDate: string, options: { weekday?: boolean } = {}): string {
  const match = CALENDAR_DATE.exec(calendarDate)
  if (!match) throw new RangeError(`not a calendar date: ${calendarDate}`)
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return formatOf(options.weekday ?? false)
    .formatToParts(date)
    .map((part) => (part.type === 'day' ? frenchDayOfMonth(Number(part.value)) : part.value))
    .join('')
}
