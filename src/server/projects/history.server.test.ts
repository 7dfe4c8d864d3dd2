import { describe, expect, it } from 'vitest'
import { timelineDate } from './history.server'

describe('timelineDate', () => {
  it('writes a change’s date in French, in Paris time, summer and winter alike', () => {
    // 21:30 UTC on 14 July is 23:30 in Paris (summer time); 23:30 UTC on 31 December is the next day, 00:30.
    expect(timelineDate('2026-07-14T21:30:00.000Z')).toBe('14 juillet 2026 à 23 h 30')
    expect(timelineDate('2026-12-31T23:30:00.000Z')).toBe('1er janvier 2027 à 0 h 30')
  })
})
