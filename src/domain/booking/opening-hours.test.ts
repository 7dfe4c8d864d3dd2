import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { OPENING_HOURS_MESSAGES, dayOffDate, openingHoursProblems } from './opening-hours.ts'

const monday = (start: string, end: string) => ({ weekday: '1', start, end })

describe('openingHoursProblems', () => {
  it('accepts a week of ranges in order, touching ranges included', () => {
    expect(openingHoursProblems([monday('09:00', '12:00'), monday('12:00', '13:00'), { weekday: '2', start: '00:00', end: '23:59' }])).toEqual([])
  })

  it.each(['25:00', '24:00', '12:60', '9:00', '09h00', '', '09:00:00'])('refuses « %s » as a start, on the start, in French', (start) => {
    expect(openingHoursProblems([monday('08:00', '09:00'), monday(start, '18:00')])).toEqual([{ index: 1, field: 'start', message: OPENING_HOURS_MESSAGES.invalidTime }])
  })

  it('refuses an impossible end on the end', () => {
    expect(openingHoursProblems([monday('09:00', '25:00')])).toEqual([{ index: 0, field: 'end', message: OPENING_HOURS_MESSAGES.invalidTime }])
  })

  it('refuses an end that does not follow the start, on the end', () => {
    expect(openingHoursProblems([monday('14:00', '09:00'), monday('10:00', '10:00')])).toEqual([
      { index: 0, field: 'end', message: OPENING_HOURS_MESSAGES.endNotAfterStart },
      { index: 1, field: 'end', message: OPENING_HOURS_MESSAGES.endNotAfterStart },
    ])
  })

  it('refuses a range overlapping an earlier one of the same day, naming that one in words', () => {
    expect(openingHoursProblems([monday('09:00', '12:00'), { weekday: '2', start: '10:00', end: '11:00' }, monday('11:30', '14:00')])).toEqual([
      { index: 2, field: 'start', message: 'Cette plage chevauche celle du lundi de 09:00 à 12:00.' },
    ])
  })

  it('reads a weekday that is neither a number nor a text as none, without throwing', () => {
    // Found by the property below: Number() of an object whose toString is not a function throws.
    expect(openingHoursProblems([{ weekday: { toString: null }, start: '09:00', end: '10:00' }, { weekday: Symbol('1'), start: '09:00', end: '10:00' }])).toEqual([])
  })

  it('never throws and never names a field path, whatever it is given', () => {
    const anything = fc.record({ weekday: fc.anything(), start: fc.oneof(fc.string(), fc.anything()), end: fc.oneof(fc.string(), fc.anything()) })
    fc.assert(
      fc.property(fc.array(fc.oneof(anything, fc.constant(null))), (ranges) => {
        for (const problem of openingHoursProblems(ranges)) expect(problem.message).not.toMatch(/openingHours|\.\d+\./)
      }),
    )
  })
})

describe('dayOffDate', () => {
  it('reads a day picked in the admin (noon UTC) as that day', () => {
    expect(dayOffDate('2026-11-25T12:00:00.000Z')).toBe('2026-11-25')
  })

  it('reads midnight in Paris and midnight UTC as the same Paris day', () => {
    expect(dayOffDate('2026-11-24T23:00:00.000Z')).toBe('2026-11-25')
    expect(dayOffDate('2026-11-25T00:00:00.000Z')).toBe('2026-11-25')
  })

  it('keeps a date typed as text before the picker', () => {
    expect(dayOffDate('2026-11-25')).toBe('2026-11-25')
  })

  it('reads nothing from what is not a date', () => {
    expect(dayOffDate('bientôt')).toBeNull()
    expect(dayOffDate(null)).toBeNull()
  })
})
