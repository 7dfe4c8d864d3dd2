import type { GlobalBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { duplicatePriceRows } from '../../../src/domain/pricing/index.ts'
import { relationId } from '../../fields/relation-id.ts'
import { PRICING_GRID_MESSAGES } from '../messages.ts'

type RowInput = { roomValue?: string | null; level?: Parameters<typeof relationId>[0] }

/** One price per room type and level: a second row for the same pair would never be read, so it is refused. */
export const rejectDuplicatePriceRows: GlobalBeforeChangeHook = ({ data, req }) => {
  const rows = ((data.rows ?? []) as RowInput[]).map((row) => ({ roomValue: row.roomValue ?? '', levelId: String(relationId(row.level) ?? '') }))
  const duplicates = duplicatePriceRows(rows)
  if (duplicates.length > 0) {
    throw new ValidationError({ errors: duplicates.map((index) => ({ message: PRICING_GRID_MESSAGES.duplicateRow, path: `rows.${index}.level` })) }, req.t)
  }
  return data
}
