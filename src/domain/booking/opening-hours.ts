/**
 * The rules an agenda's weekly opening hours and days off must follow before the booking reads them: times
 * of day HH:MM, each range ending after it starts, no two ranges of the same day overlapping. Checked per
 * range so that each message can sit beside the field it is about; the messages name no field path.
 */
import { isCalendarDate, isTimeOfDay, minutesOfDay, parisDate } from './paris-time.ts'
import { WEEKDAYS } from './weekdays.ts'

/** The French messages shown beside an opening-hours field, quoted once. */
export const OPENING_HOURS_MESSAGES = {
  invalidTime: 'Heure invalide\u00a0: utilisez le format HH:MM (00:00 à 23:59).',
  endNotAfterStart: 'L’heure de fin doit être après l’heure de début.',
} as const

/** « Cette plage chevauche celle du lundi de 09:00 à 12:00. » */
export function overlapMessage(other: { weekday: number; start: string; end: string }): string {
  const day = WEEKDAYS.find(({ value }) => value === other.weekday)?.label.toLowerCase() ?? ''
  return `Cette plage chevauche celle du ${day} de ${other.start} à ${other.end}.`
}

/** A range as the admin sends it: anything may be missing or malformed. */
export type OpeningHoursInput = { weekday?: unknown; start?: unknown; end?: unknown }

export type OpeningHoursProblem = { index: number; field: 'start' | 'end'; message: string }

type ReadRange = { index: number; weekday: number; start: number; end: number; startText: string; endText: string }

/** A range's weekday (1 Monday ... 7 Sunday), or null when it is not one. */
function weekdayOf(value: unknown): number | null {
  // Only a number or a text is read: Number() of another value may throw (an object without toString).
  const weekday = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isInteger(weekday) && weekday >= 1 && weekday <= 7 ? weekday : null
}

/**
 * Every problem of a week's opening hours, at most one per range, in the order of the ranges: a time that
 * is not one, an end that does not follow the start, or a range overlapping an earlier range of the
 * same day (the later one carries the message, on its start). Never throws: any input is read.
 */
export function openingHoursProblems(ranges: readonly (OpeningHoursInput | null | undefined)[]): OpeningHoursProblem[] {
  const problems: OpeningHoursProblem[] = []
  const valid: ReadRange[] = []
  ranges.forEach((range, index) => {
    const weekday = weekdayOf(range?.weekday)
    const startText = typeof range?.start === 'string' ? range.start : ''
    const endText = typeof range?.end === 'string' ? range.end : ''
    if (!isTimeOfDay(startText)) return void problems.push({ index, field: 'start', message: OPENING_HOURS_MESSAGES.invalidTime })
    if (!isTimeOfDay(endText)) return void problems.push({ index, field: 'end', message: OPENING_HOURS_MESSAGES.invalidTime })
    const start = minutesOfDay(startText)
    const end = minutesOfDay(endText)
    if (end <= start) return void problems.push({ index, field: 'end', message: OPENING_HOURS_MESSAGES.endNotAfterStart })
    // A range without a weekday overlaps nothing (the weekday's own select says what is wrong with it).
    if (weekday === null) return
    const overlapped = valid.find((other) => other.weekday === weekday && other.start < end && start < other.end)
    if (overlapped) return void problems.push({ index, field: 'start', message: overlapMessage({ weekday, start: overlapped.startText, end: overlapped.endText }) })
    valid.push({ index, weekday, start, end, startText, endText })
  })
  return problems
}

/**
 * The Paris calendar date (YYYY-MM-DD) of a day off as it is stored: a date picked in the admin (an instant,
 * noon UTC of the chosen day) or a date typed as text before the picker. Null when it is neither.
 */
export function dayOffDate(value: unknown): string | null {
  if (typeof value === 'string' && isCalendarDate(value)) return value
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? null : parisDate(instant)
}
