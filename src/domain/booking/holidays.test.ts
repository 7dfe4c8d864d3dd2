import { describe, expect, it } from 'vitest'
import { easterSunday, frenchPublicHolidays, isFrenchPublicHoliday } from './holidays.ts'

describe('French public holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'],
  ])('puts Easter %i on %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter)
  })

  it('lists the eleven holidays of 2026: the fixed ones, lundi de Pâques, Ascension and lundi de Pentecôte', () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-05-14',
      '2026-05-25',
      '2026-07-14',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ])
  })

  it.each([
    // year, lundi de Pâques, Ascension, lundi de Pentecôte (the official calendars of those years)
    [2024, '2024-04-01', '2024-05-09', '2024-05-20'],
    [2025, '2025-04-21', '2025-05-29', '2025-06-09'],
    [2027, '2027-03-29', '2027-05-06', '2027-05-17'],
    [2028, '2028-04-17', '2028-05-25', '2028-06-05'],
  ])('puts the Easter holidays of %i on %s, %s and %s', (year, monday, ascension, pentecost) => {
    expect(frenchPublicHolidays(year)).toEqual(expect.arrayContaining([monday, ascension, pentecost]))
    expect(frenchPublicHolidays(year)).toHaveLength(11)
  })

  it('knows Christmas, 1 May and 14 July of any year, and not the days around them', () => {
    for (const year of [2026, 2027, 2031]) {
      expect(isFrenchPublicHoliday(`${year}-12-25`)).toBe(true)
      expect(isFrenchPublicHoliday(`${year}-05-01`)).toBe(true)
      expect(isFrenchPublicHoliday(`${year}-07-14`)).toBe(true)
      expect(isFrenchPublicHoliday(`${year}-12-24`)).toBe(false)
      expect(isFrenchPublicHoliday(`${year}-12-26`)).toBe(false)
    }
  })
})
