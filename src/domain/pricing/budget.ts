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

/** A budget the customer declared in the questionnaire, in euro cents: `high` null for « Plus de … ». */
export type DeclaredBudget = { low: Cents; high: Cents | null }

/** « 15 000 € », « 15 000€ », « 15k€ », « 15 k€ »: an amount in euros written in a choice's title. */
const EURO_AMOUNT = String.raw`(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)\s*(k)?\s*(?:€|euros?)?`

const toCents = (digits: string, thousands: string | undefined): Cents => Number(digits.replace(/\D/g, '')) * (thousands ? 1000 : 1) * 100

const BELOW = new RegExp(String.raw`^(?:moins de|jusqu[’']à|inférieur à)\s+${EURO_AMOUNT}$`, 'iu')
const ABOVE = new RegExp(String.raw`^(?:plus de|au-delà de|supérieur à)\s+${EURO_AMOUNT}$`, 'iu')
const BETWEEN = new RegExp(String.raw`^(?:de|entre)\s+${EURO_AMOUNT}\s+(?:à|et)\s+${EURO_AMOUNT}$`, 'iu')

/**
 * The range of a budget choice as the questionnaire words it (« Moins de 15 000 € », « De 15 000 à 40 000 € »,
 * « Plus de 80 000 € »), so that marketing can reword or move the brackets without a code change; null for a
 * choice that names no amount (« Je ne sais pas encore »).
 */
export function declaredBudgetOf(choiceTitle: string): DeclaredBudget | null {
  const title = choiceTitle.trim().replace(/\s+/g, ' ')
  const below = BELOW.exec(title)
  if (below) return { low: 0, high: toCents(below[1]!, below[2]) }
  const above = ABOVE.exec(title)
  if (above) return { low: toCents(above[1]!, above[2]), high: null }
  const between = BETWEEN.exec(title)
  return between ? { low: toCents(between[1]!, between[2]), high: toCents(between[3]!, between[4]) } : null
}

/**
 * Whether an estimate (low and high, cents) stands above the declared budget: its low end is more than the
 * budget's top. An estimate overlapping the budget, or a budget with no top, is not above it.
 */
export function isEstimateAboveBudget({ estimate, declared }: { estimate: { low: Cents; high: Cents }; declared: DeclaredBudget }): boolean {
  return declared.high !== null && estimate.low > declared.high
}
