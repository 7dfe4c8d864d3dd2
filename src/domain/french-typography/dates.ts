import { frenchDayOfMonth } from './typography.ts'

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const WITH_WEEKDAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const WITHOUT_WEEKDAY = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * « 25 novembre 2026 », « mardi 1er décembre 2026 » with `weekday`: a calendar date YYYY-MM-DD (already a
 * Paris date) as French writes it, the first of the month as « 1er » (Intl writes « 1 »).
 */
export function frenchDate(calendarDate: string, options: { weekday?: boolean } = {}): string {
  const match = CALENDAR_DATE.exec(calendarDate)
  if (!match) throw new RangeError(`not a calendar date: ${calendarDate}`)
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  const format = options.weekday ? WITH_WEEKDAY : WITHOUT_WEEKDAY
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'day' ? frenchDayOfMonth(Number(part.value)) : part.value))
    .join('')
}
