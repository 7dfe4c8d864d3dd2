/**
 * Appointment slots (the booking of design/workflow.md status 3 -> 4): what each agent or architect offers
 * (weekly opening hours in Paris time, a slot length, days off), minus what is already booked and what is
 * too soon, over the coming days.
 */
import { addDays, isCalendarDate, isoWeekday, minutesOfDay, parisDate, parisInstant } from './paris-time.ts'
import { isFrenchPublicHoliday } from './holidays.ts'

export { WEEKDAYS } from './weekdays.ts'

/** Slots start at least this long after now, so that the agent can prepare. */
export const MIN_NOTICE_MINUTES = 12 * 60
/** How far ahead slots are offered. */
export const BOOKING_HORIZON_DAYS = 30

/** One weekly opening range of an agenda (Paris time, HH:MM; weekday 1 = Monday): the rules it follows are openingHoursProblems'. */
export type OpeningHours = { weekday: number; start: string; end: string }

export type Agenda = {
  agentId: string
  /** Length of one appointment, in minutes. */
  slotMinutes: number
  openingHours: readonly OpeningHours[]
  /** Paris calendar dates (YYYY-MM-DD) with no appointment at all. */
  daysOff: readonly string[]
}

export type Slot = { agentId: string; start: Date; end: Date }

export type Booked = { agentId: string; start: Date }

const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime()

/** Every slot an agenda opens on one Paris calendar date (booked or not): none on its days off nor on a French public holiday. */
export function slotsOfDay(agenda: Agenda, date: string): Slot[] {
  if (!isCalendarDate(date) || agenda.daysOff.includes(date) || isFrenchPublicHoliday(date) || agenda.slotMinutes <= 0) return []
  const weekday = isoWeekday(date)
  const slots: Slot[] = []
  for (const range of agenda.openingHours.filter((hours) => hours.weekday === weekday)) {
    const end = minutesOfDay(range.end)
    for (let minute = minutesOfDay(range.start); minute + agenda.slotMinutes <= end; minute += agenda.slotMinutes) {
      slots.push({ agentId: agenda.agentId, start: parisInstant(date, minute), end: parisInstant(date, minute + agenda.slotMinutes) })
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/**
 * The free slots of several agendas from `now` for `days` Paris days: not booked, starting at least
 * `noticeMinutes` after now. When two agents are free at the same time, that time is offered once, by the
 * first agenda given. Sorted by time.
 */
export function freeSlots({
  agendas,
  booked,
  now,
  days = BOOKING_HORIZON_DAYS,
  noticeMinutes = MIN_NOTICE_MINUTES,
}: {
  agendas: readonly Agenda[]
  booked: readonly Booked[]
  now: Date
  days?: number
  noticeMinutes?: number
}): Slot[] {
  const earliest = now.getTime() + noticeMinutes * 60_000
  const first = parisDate(now)
  const byTime = new Map<number, Slot>()
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(first, offset)
    for (const agenda of agendas) {
      for (const slot of slotsOfDay(agenda, date)) {
        const time = slot.start.getTime()
        if (time < earliest || byTime.has(time)) continue
        if (booked.some((taken) => taken.agentId === slot.agentId && sameInstant(taken.start, slot.start))) continue
        byTime.set(time, slot)
      }
    }
  }
  return [...byTime.values()].sort((a, b) => a.start.getTime() - b.start.getTime())
}

/**
 * Whether `start` is a slot of `agenda` that is free now (the server's check before it books: the slot a
 * customer picked may have been taken or closed since the list was shown).
 */
export function isFreeSlot({ agenda, start, booked, now, noticeMinutes = MIN_NOTICE_MINUTES }: { agenda: Agenda; start: Date; booked: readonly Booked[]; now: Date; noticeMinutes?: number }): boolean {
  if (start.getTime() < now.getTime() + noticeMinutes * 60_000) return false
  if (start.getTime() > now.getTime() + (BOOKING_HORIZON_DAYS + 1) * 24 * 60 * 60_000) return false
  if (booked.some((taken) => taken.agentId === agenda.agentId && sameInstant(taken.start, start))) return false
  return slotsOfDay(agenda, parisDate(start)).some((slot) => sameInstant(slot.start, start))
}
