import { describe, expect, it } from 'vitest'
import { buildQuote, quoteNumber, quoteValidUntil } from './quote.ts'
import { GRID, room } from './test-grid.ts'

describe('buildQuote', () => {
  it('has one line per room and level at the middle of the grid’s prices, then the fixed costs, and totals', () => {
    const quote = buildQuote(
      [room({ surface: 25, levelId: '3', levelTitle: 'Rénovation complète' }), room({ roomValue: 'cuisine', title: 'Cuisine', count: 1, surface: 8, levelId: '3', levelTitle: 'Rénovation complète' })],
      GRID,
    )
    expect(quote.roomLines).toEqual([
      { kind: 'room', description: 'Séjour – Rénovation complète', quantity: 25, unit: 'm²', unitPrice: 1_100_00, vatRatePercent: 10, total: 2_750_000 },
      { kind: 'room', description: 'Cuisine – Rénovation complète', quantity: 8, unit: 'm²', unitPrice: 2_200_00, vatRatePercent: 10, total: 1_760_000 },
    ])
    expect(quote.fixedLines).toEqual([
      { kind: 'fixed', description: 'Installation de chantier', quantity: 1, unit: 'forfait', unitPrice: 800_00, vatRatePercent: 10, total: 800_00 },
      { kind: 'fixed', description: 'Évacuation des gravats', quantity: 1, unit: 'forfait', unitPrice: 450_00, vatRatePercent: 10, total: 450_00 },
    ])
    expect(quote.totals).toEqual({ exclTax: 4_635_000, vat: 463_500, inclTax: 5_098_500 })
  })

  it('says how many rooms a line covers', () => {
    expect(buildQuote([room({ count: 2, surface: 24, levelTitle: 'Rafraîchissement' })], GRID).roomLines[0]?.description).toBe('Séjour (×2) – Rafraîchissement')
  })

  it('rounds a half-cent middle price up, and VAT half up on the total', () => {
    const grid = { ...GRID, rows: [{ roomValue: 'sejour', levelId: '1', lowPerSquareMetre: 100, highPerSquareMetre: 101 }], fixedCosts: [] }
    const quote = buildQuote([room({ surface: 5 })], grid)
    expect(quote.roomLines[0]).toMatchObject({ unitPrice: 101, total: 505 })
    expect(quote.totals).toEqual({ exclTax: 505, vat: 51, inclTax: 556 })
  })

  it('lists the rooms it could not price and leaves them out of the totals', () => {
    const quote = buildQuote([room({ roomValue: 'wc', title: 'WC' })], { ...GRID, fixedCosts: [] })
    expect(quote.roomLines).toEqual([])
    expect(quote.excluded).toEqual([{ room: room({ roomValue: 'wc', title: 'WC' }), reason: 'not-in-grid' }])
    expect(quote.totals).toEqual({ exclTax: 0, vat: 0, inclTax: 0 })
  })
})

describe('quote number and validity', () => {
  it('numbers a quote after its project and its day', () => {
    expect(quoteNumber({ projectId: 42, issuedOn: '2026-11-23' })).toBe('DEV-000042-20261123')
  })

  it.each([
    ['2026-11-23', 90, '2027-02-21'],
    ['2026-01-31', 30, '2026-03-02'],
    ['2028-02-28', 1, '2028-02-29'],
  ])('a quote issued on %s for %s days is valid until %s', (issuedOn, validityDays, until) => {
    expect(quoteValidUntil({ issuedOn, validityDays })).toBe(until)
  })
})
