import { describe, expect, it } from 'vitest'
import { median, ratio } from './figures.ts'

describe('median', () => {
  it('is null for no value, the middle value for an odd count, the mean of the middle two for an even one', () => {
    expect(median([])).toBeNull()
    expect(median([9, 1, 5])).toBe(5)
    expect(median([8, 2, 4, 6])).toBe(5)
    expect(median([7, 7, 7, 7])).toBe(7)
  })
})

describe('ratio', () => {
  it('is null against zero', () => {
    expect(ratio(0, 0)).toBeNull()
    expect(ratio(1, 4)).toBe(0.25)
  })
})

