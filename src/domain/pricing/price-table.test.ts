import { describe, expect, it } from 'vitest'
import { priceTable } from './price-table.ts'

describe('priceTable', () => {
  it('lays the rows out by room, in the order of their first row, and by level, in the order given', () => {
    const rows = [
      { roomValue: 'cuisine', levelId: 'b' },
      { roomValue: 'sejour', levelId: 'a' },
      { roomValue: 'cuisine', levelId: 'a' },
    ]
    expect(priceTable(rows, ['a', 'b'])).toEqual([
      { roomValue: 'cuisine', cells: [2, 0] },
      { roomValue: 'sejour', cells: [1, null] },
    ])
  })

  it('keeps the first of two rows for the same room and level, as the pricing reads it', () => {
    expect(priceTable([{ roomValue: 'wc', levelId: 'a' }, { roomValue: 'wc', levelId: 'a' }], ['a'])).toEqual([{ roomValue: 'wc', cells: [0] }])
  })

  it('reads a room’s value trimmed, and shows a room whose rows have no known level yet with empty cells', () => {
    expect(priceTable([{ roomValue: ' bureau ', levelId: null }, { roomValue: 'bureau', levelId: 'z' }], ['a', 'b'])).toEqual([{ roomValue: 'bureau', cells: [null, null] }])
  })

  it('leaves out a row without a room', () => {
    expect(priceTable([{ roomValue: '', levelId: 'a' }, { roomValue: undefined, levelId: 'a' }], ['a'])).toEqual([])
  })
})
