import { describe, expect, it } from 'vitest'
import { duplicatePriceRows } from './grid.ts'

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
