import type { Cents } from '../money/index.ts'

/** One priced cell of the grid: a room type (the questionnaire's piece_value) at a renovation level. */
export type PriceRow = { roomValue: string; levelId: string; lowPerSquareMetre: Cents; highPerSquareMetre: Cents }

/** A cost charged once per project (site set-up, rubble removal), excluding VAT. */
export type FixedCost = { label: string; amount: Cents }

/** The price grid staff edit in the back office, in cents and percent. */
export type PriceGrid = {
  rows: readonly PriceRow[]
  fixedCosts: readonly FixedCost[]
  /** VAT rate in percent: 10 for renovation works on a home of more than two years. */
  vatRatePercent: number
}

/** One room of the project's rooms answer, as the pricing reads it. */
export type RoomToPrice = {
  roomValue: string
  title: string
  count: number
  /** The surface of all `count` rooms of this type together (m²), as the questionnaire asks it. */
  surface: number
  /** The renovation level's id, or null when none was chosen. */
  levelId: string | null
  levelTitle?: string
}

/** Why a room is left out of the price: no level chosen, or no row of the grid for its type and level. */
export type ExclusionReason = 'no-level' | 'not-in-grid'

export type ExcludedRoom = { room: RoomToPrice; reason: ExclusionReason }

/** A room the grid prices, with the grid's row for it. */
export type PricedRoom = { room: RoomToPrice; row: PriceRow }

/** Splits rooms into those the grid prices and those it cannot (kept, with the reason, to be listed). */
export function matchRooms(rooms: readonly RoomToPrice[], grid: Pick<PriceGrid, 'rows'>): { priced: PricedRoom[]; excluded: ExcludedRoom[] } {
  const priced: PricedRoom[] = []
  const excluded: ExcludedRoom[] = []
  for (const room of rooms) {
    if (room.levelId === null || room.levelId === '') {
      excluded.push({ room, reason: 'no-level' })
      continue
    }
    const row = grid.rows.find((candidate) => candidate.roomValue === room.roomValue && candidate.levelId === room.levelId)
    if (row) priced.push({ room, row })
    else excluded.push({ room, reason: 'not-in-grid' })
  }
  return { priced, excluded }
}

/** The indexes of the rows that repeat an earlier row's room type and level (the first one wins otherwise). */
export function duplicatePriceRows(rows: readonly Pick<PriceRow, 'roomValue' | 'levelId'>[]): number[] {
  const seen = new Set<string>()
  return rows.flatMap((row, index) => {
    const key = JSON.stringify([row.roomValue.trim(), row.levelId])
    if (seen.has(key)) return [index]
    seen.add(key)
    return []
  })
}

/** The rule of a row's two prices, shown beside the high price when it is broken. */
export const HIGH_BELOW_LOW_MESSAGE = 'Le prix haut doit être supérieur ou égal au prix bas.'

/**
 * Whether a row's prices are in order: the high price per m² at least the low one. A price not given yet
 * breaks no order (whether it is required is the field's own check).
 */
export function isHighAtLeastLow({ low, high }: { low: number | null | undefined; high: number | null | undefined }): boolean {
  if (low === null || low === undefined || high === null || high === undefined) return true
  return high >= low
}
