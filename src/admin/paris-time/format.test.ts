import { describe, expect, it } from 'vitest'
import { parisDateTime, parisDay } from './format.ts'

describe('parisDateTime', () => {
  it('writes an instant in Paris time, winter (UTC+1) and summer (UTC+2)', () => {
    expect(parisDateTime('2026-12-01T09:00:00.000Z')).toBe('1er décembre 2026 à 10\u00a0h')
    expect(parisDateTime('2026-07-14T12:05:00.000Z')).toBe('14 juillet 2026 à 14\u00a0h\u00a005')
  })

  it('moves to the next Paris day late in the UTC evening', () => {
    expect(parisDateTime('2026-11-29T23:30:00.000Z')).toBe('30 novembre 2026 à 0\u00a0h\u00a030')
  })

  it('writes nothing for a value that is not a date', () => {
    expect(parisDateTime('pas une date')).toBe('')
  })
})

describe('parisDay', () => {
  it('writes the Paris day, the first as « 1er »', () => {
    expect(parisDay('2026-12-01T00:00:00.000Z')).toBe('1er décembre 2026')
    expect(parisDay('2026-12-24T12:00:00.000Z')).toBe('24 décembre 2026')
  })
})
