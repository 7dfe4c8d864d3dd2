import type { DateFieldClient, DefaultCellComponentProps } from 'payload'
import { parisDateTime, parisDay } from './format.ts'

/** A column declared as a day only (an agenda's day off): the day, no time. createdAt and updatedAt declare none. */
function isDayOnly(field: DateFieldClient): boolean {
  // NOTE: Payload's client type of `admin.date` (ConditionalDateProps) does not name pickerAppearance on every branch.
  const date = field.admin?.date as { pickerAppearance?: string } | undefined
  return date?.pickerAppearance === 'dayOnly'
}

/**
 * Every date column of the back office's lists (createdAt and updatedAt included), in Paris time: the same text
 * whether the server or the browser renders it, whatever their time zone.
 */
export function ParisDateCell({ cellData, field }: DefaultCellComponentProps<DateFieldClient>) {
  if (typeof cellData !== 'string' && !(cellData instanceof Date)) return <span />
  return <span>{isDayOnly(field) ? parisDay(cellData) : parisDateTime(cellData)}</span>
}
