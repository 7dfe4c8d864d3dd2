import { describe, expect, it } from 'vitest'
import { isValidOpeningTime } from './validations.ts'
import { OPENING_HOURS_MESSAGES } from '../../src/domain/booking/index.ts'

type Range = { id?: string; weekday: string; start: string; end: string }

/** The field's validation as Payload calls it: on save with the field's path, in the admin's live form state without. */
const check = (week: Range[], index: number, field: 'start' | 'end', { live = false } = {}) =>
  isValidOpeningTime(week[index]![field], {
    name: field,
    required: true,
    data: { openingHours: week },
    siblingData: week[index],
    ...(live ? {} : { path: ['openingHours', index, field] }),
    req: { t: (key: string) => key, payload: { config: {} } },
  } as never)

const week: Range[] = [
  { id: 'a', weekday: '1', start: '09:00', end: '12:00' },
  { id: 'b', weekday: '1', start: '11:00', end: '13:00' },
  { id: 'c', weekday: '2', start: '25:00', end: '12:00' },
]

describe('isValidOpeningTime', () => {
  it.each([false, true])('refuses « 25:00 » beside the field (live: %s)', (live) => {
    expect(check(week, 2, 'start', { live })).toBe(OPENING_HOURS_MESSAGES.invalidTime)
  })

  it('tells an overlap on the later range when saving, and on the range being edited while typing', () => {
    expect(check(week, 0, 'start')).toBe(true)
    expect(check(week, 1, 'start')).toBe('Cette plage chevauche celle du lundi de 09:00 à 12:00.')
    expect(check(week, 0, 'start', { live: true })).toBe('Cette plage chevauche celle du lundi de 11:00 à 13:00.')
  })

  it('accepts a range it cannot find in the week, read alone, rather than calling it overlapping itself', () => {
    const lone = { weekday: '1', start: '09:00', end: '12:00' }
    expect(isValidOpeningTime('09:00', { name: 'start', required: true, data: { openingHours: [{ ...lone }] }, siblingData: lone, req: { t: (key: string) => key, payload: { config: {} } } } as never)).toBe(true)
  })
})
