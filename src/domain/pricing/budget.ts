import { matchRooms, type ExcludedRoom, type PriceGrid, type RoomToPrice } from './grid.ts'
import { lineTotalOf, vatOf, type Cents } from '../money/index.ts'

export type Amounts = { exclTax: Cents; inclTax: Cents }

/** An indicative budget: a low and a high amount, excluding and including VAT. */
export type BudgetRange = { low: Amounts; high: Amounts }

export type BudgetEstimate = {
  /** Null when no room could be priced: fixed costs alone say nothing about a project. */
  range: BudgetRange | null
  /** The rooms left out of the range, with the reason, so that the estimate can say which. */
  excluded: ExcludedRoom[]
}

/** What the customer is shown: whole hundreds of euros, the low end rounded down and the high end up. */
export const INDICATIVE_STEP: Cents = 100_00

/**
 * The indicative budget of a rooms answer: for each room the grid prices, its surface × the grid's low and
 * high price per m², plus the fixed costs, then VAT at the grid's rate (rounded half up on each total).
 * Rooms with no level or no row in the grid are excluded and listed.
 */
export function estimateBudget(rooms: readonly RoomToPrice[], grid: PriceGrid): BudgetEstimate {
  const { priced, excluded } = matchRooms(rooms, grid)
  if (priced.length === 0) return { range: null, excluded }
  const fixed = grid.fixedCosts.reduce((sum, cost) => sum + cost.amount, 0)
  const lowExclTax = priced.reduce((sum, { room, row }) => sum + lineTotalOf(room.surface, row.lowPerSquareMetre), fixed)
  const highExclTax = priced.reduce((sum, { room, row }) => sum + lineTotalOf(room.surface, row.highPerSquareMetre), fixed)
  const withVat = (exclTax: Cents): Amounts => ({ exclTax, inclTax: exclTax + vatOf(exclTax, grid.vatRatePercent) })
  return { range: { low: withVat(lowExclTax), high: withVat(highExclTax) }, excluded }
}

/**
 * The range as shown to a customer, including VAT: the low end rounded down and the high end rounded up
 * to the hundred euros, so that the shown range always contains the computed one.
 */
export function indicativeRange(range: BudgetRange): { low: Cents; high: Cents } {
  return {
    low: Math.floor(range.low.inclTax / INDICATIVE_STEP) * INDICATIVE_STEP,
    high: Math.ceil(range.high.inclTax / INDICATIVE_STEP) * INDICATIVE_STEP,
  }
}
