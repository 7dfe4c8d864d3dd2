import { describe, expect, it } from 'vitest'
import { formatDuration, formatPublication, formatShare } from './format.ts'

/** The text with its no-break spaces shown as plain ones, for reading. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatShare', () => {
  it('rounds to a whole percentage with a narrow no-break space, or a dash without a share', () => {
    expect(formatShare(2 / 3)).toBe('67\u202f%')
    expect(formatShare(0)).toBe('0\u202f%')
    expect(formatShare(null)).toBe('—')
  })
})

describe('formatDuration', () => {
  it('writes the two largest units', () => {
    expect(plain(formatDuration(45))).toBe('45 s')
    expect(plain(formatDuration(750))).toBe('12 min 30 s')
    expect(plain(formatDuration(600))).toBe('10 min')
    expect(plain(formatDuration(2 * 3600 + 5 * 60 + 9))).toBe('2 h 05 min')
    expect(plain(formatDuration(3 * 86_400 + 4 * 3600))).toBe('3 j 4 h')
    expect(plain(formatDuration(0.4))).toBe('0 s')
    expect(formatDuration(null)).toBe('—')
  })
})

describe('formatPublication', () => {
  it('writes the Paris date and time in French', () => {
    expect(plain(formatPublication('2026-11-25T13:30:00.000Z'))).toBe('25 novembre 2026 à 14 h 30')
    expect(plain(formatPublication('2026-07-01T07:05:00.000Z'))).toBe('1er juillet 2026 à 9 h 05')
  })
})
