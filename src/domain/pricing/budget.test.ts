import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { declaredBudgetOf, estimateBudget, indicativeRange, isEstimateAboveBudget } from './budget.ts'
import { buildQuote } from './quote.ts'
import type { PriceGrid, RoomToPrice } from './grid.ts'
import { GRID, room } from './test-grid.ts'

describe('estimateBudget', () => {
  it.each([
    {
      name: 'one room: surface × low and high price, plus the fixed costs, then VAT',
      rooms: [room({ surface: 20 })],
      low: { exclTax: 20 * 200_00 + 1_250_00, inclTax: 577_500 },
      high: { exclTax: 20 * 300_00 + 1_250_00, inclTax: 797_500 },
    },
    {
      name: 'several rooms add up',
      rooms: [room({ surface: 25, levelId: '3' }), room({ roomValue: 'cuisine', title: 'Cuisine', surface: 8, levelId: '3' })],
      low: { exclTax: 25 * 900_00 + 8 * 1_800_00 + 1_250_00, inclTax: 4_196_500 },
      high: { exclTax: 25 * 1_300_00 + 8 * 2_600_00 + 1_250_00, inclTax: 6_000_500 },
    },
    {
      name: 'the count does not multiply: the surface is already that of all the rooms of the type',
      rooms: [room({ count: 3, surface: 30 })],
      low: { exclTax: 30 * 200_00 + 1_250_00, inclTax: 797_500 },
      high: { exclTax: 30 * 300_00 + 1_250_00, inclTax: 1_127_500 },
    },
    {
      name: 'a decimal surface is priced to the cent, VAT rounded half up',
      rooms: [room({ surface: 10.55 })],
      low: { exclTax: 211_000 + 125_000, inclTax: 369_600 },
      high: { exclTax: 316_500 + 125_000, inclTax: 485_650 },
    },
  ])('$name', ({ rooms, low, high }) => {
    expect(estimateBudget(rooms, GRID)).toEqual({ range: { low, high }, excluded: [] })
  })

  it('leaves out and lists the rooms the grid does not price, and those with no level', () => {
    const wc = room({ roomValue: 'wc', title: 'WC', surface: 2 })
    const noLevel = room({ roomValue: 'cuisine', title: 'Cuisine', levelId: null })
    const unknownLevel = room({ roomValue: 'cuisine', title: 'Cuisine', levelId: '1' })
    const estimate = estimateBudget([room({ surface: 20 }), wc, noLevel, unknownLevel], GRID)
    expect(estimate.range?.low.exclTax).toBe(20 * 200_00 + 1_250_00)
    expect(estimate.excluded).toEqual([
      { room: wc, reason: 'not-in-grid' },
      { room: noLevel, reason: 'no-level' },
      { room: unknownLevel, reason: 'not-in-grid' },
    ])
  })

  it('has no range when no room can be priced, fixed costs notwithstanding', () => {
    expect(estimateBudget([room({ roomValue: 'wc' })], GRID)).toEqual({ range: null, excluded: [{ room: room({ roomValue: 'wc' }), reason: 'not-in-grid' }] })
    expect(estimateBudget([], GRID).range).toBeNull()
  })

  it('applies the grid’s VAT rate', () => {
    const estimate = estimateBudget([room({ surface: 10 })], { ...GRID, fixedCosts: [], vatRatePercent: 20 })
    expect(estimate.range?.low).toEqual({ exclTax: 2_000_00, inclTax: 2_400_00 })
  })
})

describe('indicativeRange', () => {
  it('rounds the low end down and the high end up to the hundred euros, including VAT', () => {
    const range = { low: { exclTax: 0, inclTax: 1_234_567 }, high: { exclTax: 0, inclTax: 2_345_601 } }
    expect(indicativeRange(range)).toEqual({ low: 1_230_000, high: 2_350_000 })
  })

  it('keeps amounts that are already whole hundreds', () => {
    const range = { low: { exclTax: 0, inclTax: 1_200_000 }, high: { exclTax: 0, inclTax: 1_300_000 } }
    expect(indicativeRange(range)).toEqual({ low: 1_200_000, high: 1_300_000 })
  })
})

const cents = fc.integer({ min: 0, max: 5_000_00 })
const gridArbitrary: fc.Arbitrary<PriceGrid> = fc.record({
  rows: fc.array(
    fc.record({ roomValue: fc.constantFrom('sejour', 'cuisine', 'wc'), levelId: fc.constantFrom('1', '2'), low: cents, spread: cents }).map(({ roomValue, levelId, low, spread }) => ({
      roomValue,
      levelId,
      lowPerSquareMetre: low,
      highPerSquareMetre: low + spread,
    })),
    { maxLength: 6 },
  ),
  fixedCosts: fc.array(fc.record({ label: fc.string(), amount: cents }), { maxLength: 3 }),
  vatRatePercent: fc.constantFrom(0, 5.5, 10, 20),
})
const roomsArbitrary: fc.Arbitrary<RoomToPrice[]> = fc.array(
  fc.record({
    roomValue: fc.constantFrom('sejour', 'cuisine', 'wc', 'bureau'),
    title: fc.string(),
    count: fc.integer({ min: 1, max: 5 }),
    surface: fc.integer({ min: 0, max: 200 }),
    levelId: fc.constantFrom('1', '2', null),
  }),
  { maxLength: 8 },
)

describe('budget and quote properties', () => {
  it('every room is either priced or excluded, amounts are integer cents, and low ≤ quote ≤ high', () => {
    fc.assert(
      fc.property(roomsArbitrary, gridArbitrary, (rooms, grid) => {
        const { range, excluded } = estimateBudget(rooms, grid)
        const quote = buildQuote(rooms, grid)
        expect(quote.roomLines.length + excluded.length).toBe(rooms.length)
        expect(quote.excluded).toEqual(excluded)
        if (!range) {
          expect(quote.roomLines).toEqual([])
          return
        }
        for (const amount of [range.low.exclTax, range.low.inclTax, range.high.exclTax, range.high.inclTax, quote.totals.vat]) {
          expect(Number.isInteger(amount)).toBe(true)
        }
        expect(range.low.exclTax).toBeLessThanOrEqual(range.high.exclTax)
        expect(range.low.inclTax).toBeLessThanOrEqual(range.high.inclTax)
        // The quote prices each room at the middle (rounded up by at most half a cent per m²).
        const slack = rooms.reduce((sum, candidate) => sum + candidate.surface, 0)
        expect(quote.totals.exclTax).toBeGreaterThanOrEqual(range.low.exclTax)
        expect(quote.totals.exclTax).toBeLessThanOrEqual(range.high.exclTax + slack)
        const shown = indicativeRange(range)
        expect(shown.low).toBeLessThanOrEqual(range.low.inclTax)
        expect(shown.high).toBeGreaterThanOrEqual(range.high.inclTax)
      }),
    )
  })
})

describe('declaredBudgetOf', () => {
  it.each([
    ['Moins de 15 000 €', { low: 0, high: 15_000_00 }],
    ['De 15 000 à 40 000 €', { low: 15_000_00, high: 40_000_00 }],
    ['De 40 000 à 80 000 €', { low: 40_000_00, high: 80_000_00 }],
    ['Plus de 80 000 €', { low: 80_000_00, high: null }],
    ['Entre 20k€ et 30 k€', { low: 20_000_00, high: 30_000_00 }],
    ['moins de 15\u202f000\u00a0€', { low: 0, high: 15_000_00 }],
    ['Jusqu’à 10.000 euros', { low: 0, high: 10_000_00 }],
  ] as const)('reads « %s » as %j', (title, range) => {
    expect(declaredBudgetOf(title)).toEqual(range)
  })

  it.each(['Je ne sais pas encore', '', 'Autre', 'Un petit budget'])('reads « %s » as no amount', (title) => {
    expect(declaredBudgetOf(title)).toBeNull()
  })
})

describe('isEstimateAboveBudget', () => {
  const under15k = { low: 0, high: 15_000_00 }

  it('says an estimate of 47 300–68 100 € is above « Moins de 15 000 € »', () => {
    expect(isEstimateAboveBudget({ estimate: { low: 47_300_00, high: 68_100_00 }, declared: under15k })).toBe(true)
  })

  it('does not when the estimate reaches into the budget, or sits inside it', () => {
    expect(isEstimateAboveBudget({ estimate: { low: 15_000_00, high: 20_000_00 }, declared: under15k })).toBe(false)
    expect(isEstimateAboveBudget({ estimate: { low: 9_000_00, high: 12_000_00 }, declared: under15k })).toBe(false)
  })

  it('never for a budget with no top (« Plus de 80 000 € »)', () => {
    expect(isEstimateAboveBudget({ estimate: { low: 500_000_00, high: 900_000_00 }, declared: { low: 80_000_00, high: null } })).toBe(false)
  })
})
