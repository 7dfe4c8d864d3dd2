import type { CollectionBeforeValidateHook } from 'payload'
import { ValidationError } from 'payload'
import { isCalendarDate, openingHoursSchema } from '../../../src/domain/booking/index.ts'

/** Opening hours read as the booking rules read them (HH:MM, end after start) and days off as real dates. */
export const validateOpeningHours: CollectionBeforeValidateHook = ({ data, req }) => {
  const errors: { message: string; path: string }[] = []
  for (const [index, range] of (data?.openingHours ?? []).entries()) {
    const parsed = openingHoursSchema.safeParse({ weekday: Number(range?.weekday), start: range?.start ?? '', end: range?.end ?? '' })
    if (!parsed.success) errors.push({ message: parsed.error.issues[0]?.message ?? 'Plage invalide.', path: `openingHours.${index}.${String(parsed.error.issues[0]?.path[0] ?? 'start')}` })
  }
  for (const [index, day] of (data?.daysOff ?? []).entries()) {
    if (!isCalendarDate(String(day?.date ?? ''))) errors.push({ message: 'Date invalide (AAAA-MM-JJ).', path: `daysOff.${index}.date` })
  }
  if (errors.length > 0) throw new ValidationError({ errors }, req.t)
  return data
}
