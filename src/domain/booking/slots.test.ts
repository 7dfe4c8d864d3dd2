import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { freeSlots, isFreeSlot, slotsOfDay, type Agenda } from './slots.ts'
import { addDays, isoWeekday, parisDate, parisInstant, parisLabel, parisParts, parisTimeLabel } from './paris-time.ts'

const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }))
const agenda = (overrides: Partial<Agenda> = {}): Agenda => ({
  agentId: 'thomas',
  slotMinutes: 60,
  openingHours: [...weekdays('09:00', '12:00'), ...weekdays('14:00', '17:30')],
  daysOff: [],
  ...overrides,
})

describe('Paris time', () => {
  it('reads a winter and a summer wall-clock time at the right UTC instant', () => {
    expect(parisInstant('2026-11-24', 10 * 60).toISOString()).toBe('2026-11-24T09:00:00.000Z')
    expect(parisInstant('2026-07-07', 10 * 60).toISOString()).toBe('2026-07-07T08:00:00.000Z')
  })

  it('is right on both days the clocks change (29 March and 25 October 2026)', () => {
    expect(parisInstant('2026-03-29', 9 * 60).toISOString()).toBe('2026-03-29T07:00:00.000Z')
    expect(parisInstant('2026-03-29', 1 * 60).toISOString()).toBe('2026-03-29T00:00:00.000Z')
    expect(parisInstant('2026-10-25', 9 * 60).toISOString()).toBe('2026-10-25T08:00:00.000Z')
    expect(parisInstant('2026-10-25', 4 * 60).toISOString()).toBe('2026-10-25T03:00:00.000Z')
  })

  it('round-trips any wall-clock time outside the skipped hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 730 }), fc.integer({ min: 0, max: 23 * 60 + 59 }), (dayOffset, minutes) => {
        const date = addDays('2026-01-01', dayOffset)
        const instant = parisInstant(date, minutes)
        const parts = parisParts(instant)
        const isSkipped = parts.hour * 60 + parts.minute !== minutes
        // Only 02:00-02:59 on the spring change does not exist; everything else reads back exactly.
        if (isSkipped) expect(Math.floor(minutes / 60)).toBe(2)
        else expect(parisDate(instant)).toBe(date)
      }),
    )
  })

  it('names weekdays the ISO way and labels in French', () => {
    expect(isoWeekday('2026-11-23')).toBe(1)
    expect(isoWeekday('2026-11-29')).toBe(7)
    expect(parisLabel(new Date('2026-11-24T09:00:00Z'))).toBe('mardi 24 novembre 2026 à 10\u00a0h')
    expect(parisLabel(new Date('2026-12-01T13:30:00Z'))).toBe('mardi 1er décembre 2026 à 14\u00a0h\u00a030')
  })
})

describe('slots of a day', () => {
  it('cuts the opening hours into slots that fit whole', () => {
    const slots = slotsOfDay(agenda(), '2026-11-24')
    expect(slots.map((slot) => parisTimeLabel(slot.start))).toEqual(['9 h', '10 h', '11 h', '14 h', '15 h', '16 h'].map((time) => time.replace(' ', '\u00a0')))
    expect(slots[0]?.end.toISOString()).toBe('2026-11-24T09:00:00.000Z')
  })

  it('offers nothing on a weekend, a day off or an impossible date', () => {
    expect(slotsOfDay(agenda(), '2026-11-28')).toEqual([])
    expect(slotsOfDay(agenda({ daysOff: ['2026-11-24'] }), '2026-11-24')).toEqual([])
    expect(slotsOfDay(agenda(), '2026-02-30')).toEqual([])
  })

  it('offers nothing on a French public holiday, even on an agenda open every day', () => {
    const everyDay = agenda({ openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })) })
    for (const holiday of ['2026-12-25', '2027-01-01', '2027-05-01', '2027-03-29', '2027-05-06', '2027-05-17', '2027-07-14']) {
      expect(slotsOfDay(everyDay, holiday)).toEqual([])
    }
    expect(slotsOfDay(everyDay, '2026-12-24')).toHaveLength(8)
    expect(slotsOfDay(everyDay, '2026-12-26')).toHaveLength(8)
  })
})

describe('free slots', () => {
  const now = new Date('2026-11-23T08:00:00Z') // Monday 09:00 in Paris

  it('leaves out slots too soon (12 hours), booked ones and days off, sorted by time', () => {
    const booked = [{ agentId: 'thomas', start: new Date('2026-11-24T09:00:00Z') }]
    const slots = freeSlots({ agendas: [agenda({ daysOff: ['2026-11-25'] })], booked, now, days: 3 })
    const labels = slots.map((slot) => parisLabel(slot.start))
    // Monday 09:00 + 12 hours: Monday's slots are all too soon.
    expect(labels[0]).toBe('mardi 24 novembre 2026 à 9\u00a0h')
    expect(labels).not.toContain('mardi 24 novembre 2026 à 10\u00a0h')
    expect(labels.some((label) => label.startsWith('mercredi 25'))).toBe(false)
    expect(slots.every((slot) => slot.start.getTime() >= now.getTime() + 12 * 3_600_000)).toBe(true)
    expect([...slots].sort((a, b) => a.start.getTime() - b.start.getTime())).toEqual(slots)
  })

  it('skips Christmas Day and New Year’s Day over the holidays', () => {
    const days = new Set(freeSlots({ agendas: [agenda()], booked: [], now: new Date('2026-12-20T08:00:00Z'), days: 14 }).map((slot) => parisDate(slot.start)))
    expect(days).toContain('2026-12-24')
    expect(days).not.toContain('2026-12-25')
    expect(days).toContain('2026-12-31')
    expect(days).not.toContain('2027-01-01')
  })

  it('offers a time once when two agents are free then, by the first agenda', () => {
    const slots = freeSlots({ agendas: [agenda(), agenda({ agentId: 'ines' })], booked: [], now, days: 2 })
    const times = slots.map((slot) => slot.start.getTime())
    expect(new Set(times).size).toBe(times.length)
    expect(slots.every((slot) => slot.agentId === 'thomas')).toBe(true)
  })

  it('offers the other agent when the first is booked', () => {
    const start = parisInstant('2026-11-24', 10 * 60)
    const slots = freeSlots({ agendas: [agenda(), agenda({ agentId: 'ines' })], booked: [{ agentId: 'thomas', start }], now, days: 2 })
    expect(slots.find((slot) => slot.start.getTime() === start.getTime())?.agentId).toBe('ines')
  })
})

describe('isFreeSlot', () => {
  const now = new Date('2026-11-23T08:00:00Z')
  it('refuses a slot on Christmas Day, a Friday open in the agenda', () => {
    const december = new Date('2026-12-01T08:00:00Z')
    expect(isFreeSlot({ agenda: agenda(), start: parisInstant('2026-12-25', 10 * 60), booked: [], now: december })).toBe(false)
    expect(isFreeSlot({ agenda: agenda(), start: parisInstant('2026-12-24', 10 * 60), booked: [], now: december })).toBe(true)
  })

  it('accepts a free slot and refuses a taken, misaligned, too soon or too far one', () => {
    const start = parisInstant('2026-11-24', 10 * 60)
    expect(isFreeSlot({ agenda: agenda(), start, booked: [], now })).toBe(true)
    expect(isFreeSlot({ agenda: agenda(), start, booked: [{ agentId: 'thomas', start }], now })).toBe(false)
    expect(isFreeSlot({ agenda: agenda(), start: parisInstant('2026-11-24', 10 * 60 + 30), booked: [], now })).toBe(false)
    expect(isFreeSlot({ agenda: agenda(), start: parisInstant('2026-11-23', 14 * 60), booked: [], now })).toBe(false)
    expect(isFreeSlot({ agenda: agenda(), start: parisInstant('2027-02-01', 10 * 60), booked: [], now })).toBe(false)
  })
})
