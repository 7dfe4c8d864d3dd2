import { matchRooms, type ExcludedRoom, type PriceGrid, type RoomToPrice } from './grid.ts'
import { lineTotalOf, middleOf, vatOf, type Cents } from '../money/index.ts'
import type { DocId } from '../ids/index.ts'

/** One line of a quote, excluding VAT. `unit` is 'm²' for a room and 'forfait' for a fixed cost. */
export type QuoteLine = {
  kind: 'room' | 'fixed'
  description: string
  quantity: number
  unit: 'm²' | 'forfait'
  unitPrice: Cents
  vatRatePercent: number
  total: Cents
}

export type QuoteTotals = { exclTax: Cents; vat: Cents; inclTax: Cents }

export type Quote = {
  vatRatePercent: number
  roomLines: QuoteLine[]
  fixedLines: QuoteLine[]
  totals: QuoteTotals
  excluded: ExcludedRoom[]
}

/** 'Cuisine – Rénovation complète', or the room alone when its level has no title. */
function roomDescription(room: RoomToPrice): string {
  const title = room.count > 1 ? `${room.title} (×${room.count})` : room.title
  return room.levelTitle ? `${title} – ${room.levelTitle}` : title
}

/**
 * The quote of a rooms answer: one line per priced room and level (surface in m² at the middle of the
 * grid's low and high price, rounded half up to the cent), then one line per fixed cost; totals excluding
 * VAT (sum of the lines), VAT at the grid's rate on that total (rounded half up) and including VAT.
 */
export function buildQuote(rooms: readonly RoomToPrice[], grid: PriceGrid): Quote {
  const { priced, excluded } = matchRooms(rooms, grid)
  const roomLines = priced.map(({ room, row }): QuoteLine => {
    const unitPrice = middleOf(row.lowPerSquareMetre, row.highPerSquareMetre)
    return {
      kind: 'room',
      description: roomDescription(room),
      quantity: room.surface,
      unit: 'm²',
      unitPrice,
      vatRatePercent: grid.vatRatePercent,
      total: lineTotalOf(room.surface, unitPrice),
    }
  })
  const fixedLines = grid.fixedCosts.map(
    (cost): QuoteLine => ({ kind: 'fixed', description: cost.label, quantity: 1, unit: 'forfait', unitPrice: cost.amount, vatRatePercent: grid.vatRatePercent, total: cost.amount }),
  )
  const exclTax = [...roomLines, ...fixedLines].reduce((sum, line) => sum + line.total, 0)
  const vat = vatOf(exclTax, grid.vatRatePercent)
  return { vatRatePercent: grid.vatRatePercent, roomLines, fixedLines, totals: { exclTax, vat, inclTax: exclTax + vat }, excluded }
}

/** DEV-000042-20261123: the project and the day the quote was issued (Paris date, YYYY-MM-DD). */
export function quoteNumber({ projectId, issuedOn }: { projectId: DocId | number; issuedOn: string }): string {
  return `DEV-${String(projectId).padStart(6, '0')}-${issuedOn.replaceAll('-', '')}`
}

/** The last day a quote issued on a (Paris) date is valid: that date plus the validity in days. */
export function quoteValidUntil({ issuedOn, validityDays }: { issuedOn: string; validityDays: number }): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + validityDays)).toISOString().slice(0, 10)
}
