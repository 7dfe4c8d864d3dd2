/** A row of the price grid as the admin's table reads it: its room type and its level's id (either may be unset while edited). */
export type PriceTableRowKey = { roomValue: string | null | undefined; levelId: string | null | undefined }

/** One line of the table: a room type, and for each level the index of the grid's row that prices it (null: none yet). */
export type PriceTableLine = { roomValue: string; cells: (number | null)[] }

/**
 * The price grid laid out as a table, rooms by renovation levels: rooms in the order their first row comes,
 * levels in the order given. A row repeating an earlier room and level is left out (the grid refuses it on
 * save, and the pricing reads the first), as is a row without a room yet.
 */
export function priceTable(rows: readonly PriceTableRowKey[], levelIds: readonly string[]): PriceTableLine[] {
  const lines = new Map<string, (number | null)[]>()
  rows.forEach((row, index) => {
    const roomValue = (row.roomValue ?? '').trim()
    if (roomValue === '') return
    const cells = lines.get(roomValue) ?? levelIds.map(() => null)
    lines.set(roomValue, cells)
    const column = levelIds.indexOf(String(row.levelId ?? ''))
    if (column !== -1 && cells[column] === null) cells[column] = index
  })
  return [...lines].map(([roomValue, cells]) => ({ roomValue, cells }))
}
