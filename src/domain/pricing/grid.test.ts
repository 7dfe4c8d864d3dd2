import { describe, expect, it } from 'vitest'
import { duplicatePriceRows, isHighAtLeastLow } from './grid.ts'

describe('duplicatePriceRows', () => {
  it('points at every row repeating an earlier room type and level', () => {
    const rows = [
      { roomValue: 'sejour', levelId: '1' },
      { roomValue: 'sejour', levelId: '2' },
      { roomValue: 'sejour ', levelId: '1' },
      { roomValue: 'cuisine', levelId: '1' },
      { roomValue: 'sejour', levelId: '1' },
    ]
    expect(duplicatePriceRows(rows)).toEqual([2, 4])
  })

  it('finds nothing in a grid of distinct rows', () => {
    expect(duplicatePriceRows([{ roomValue: 'wc', levelId: '1' }, { roomValue: 'wc', levelId: '2' }])).toEqual([])
  })
})

describe('isHighAtLeastLow', () => {
  it('accepts a high price equal to or above the low one', () => {
    expect(isHighAtLeastLow({ low: 100, high: 100 })).toBe(true)
    expect(isHighAtLeastLow({ low: 100, high: 200 })).toBe(true)
  })

  it('refuses a high price below the low one', () => {
    expect(isHighAtLeastLow({ low: 300, high: 200 })).toBe(false)
  })

  it('leaves a missing price to the field’s own required check', () => {
    expect(isHighAtLeastLow({ low: null, high: 200 })).toBe(true)
    expect(isHighAtLeastLow({ low: 300, high: undefined })).toBe(true)
  })
})
