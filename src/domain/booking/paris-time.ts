import { frenchDate, frenchTime } from '../french-typography/index.ts'

/**
 * Wall-clock time in Europe/Paris, where every appointment is offered and shown, whatever the time zone
 * of the server or of the browser. Pure: the Intl API only; labels written by the French typography helper.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris'

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The Paris wall-clock fields of an instant. */
export function parisParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((part) => [part.type, part.value]))
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute) }
}

/** Paris's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const p = parisParts(instant)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute)
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000)
}

/** The Paris calendar date of an instant, as YYYY-MM-DD. */
export function parisDate(instant: Date): string {
  const p = parisParts(instant)
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Whether a text is a calendar date YYYY-MM-DD that exists. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().slice(0, 10) === text
}

/** Whether a text is a time of day HH:MM. */
export function isTimeOfDay(text: string): boolean {
  return TIME.test(text)
}

/** Minutes since midnight of a time of day HH:MM. */
export function minutesOfDay(time: string): number {
  const match = TIME.exec(time)
  if (!match) throw new RangeError(`not a time of day: ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/**
 * The instant at which Paris's clocks show `date` (YYYY-MM-DD) at `minutes` after midnight. Around a
 * change of clocks the offset is read again at the result, so the answer is right on both sides of it.
 */
export function parisInstant(date: string, minutes: number): Date {
  const match = DATE.exec(date)
  if (!match) throw new RangeError(`not a date: ${date}`)
  const wallAsUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, minutes)
  const first = wallAsUtc - parisOffsetMinutes(new Date(wallAsUtc)) * 60_000
  return new Date(wallAsUtc - parisOffsetMinutes(new Date(first)) * 60_000)
}

/** The ISO weekday (1 Monday ... 7 Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const match = DATE.exec(date)
  if (!match) throw new RangeError(`not a date: ${date}`)
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()
  return day === 0 ? 7 : day
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const match = DATE.exec(date)
  if (!match) throw new RangeError(`not a date: ${date}`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days)).toISOString().slice(0, 10)
}

/** 'mardi 24 novembre 2026 à 10 h', 'mardi 1er décembre 2026 à 14 h 30', in Paris time. */
export function parisLabel(instant: Date): string {
  return `${parisDayLabel(instant)} à ${parisTimeLabel(instant)}`
}

/** '24 novembre 2026', '1er décembre 2026': the Paris date of an instant, without its weekday. */
export function parisDateLabel(instant: Date): string {
  return frenchDate(parisDate(instant))
}

/** '14 juillet 2026 à 23 h 30', '1er janvier 2027 à 0 h 30': the Paris date and time of an instant. */
export function parisDateTimeLabel(instant: Date): string {
  return `${parisDateLabel(instant)} à ${parisTimeLabel(instant)}`
}

/** 'mardi 24 novembre 2026', 'mardi 1er décembre 2026': the Paris day of an instant. */
export function parisDayLabel(instant: Date): string {
  return frenchDate(parisDate(instant), { weekday: true })
}

/** '10 h', '14 h 30': the Paris time of an instant. */
export function parisTimeLabel(instant: Date): string {
  const { hour, minute } = parisParts(instant)
  return frenchTime(hour, minute)
}
