import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { openingHoursProblems, type OpeningHoursInput } from '../../src/domain/booking/index.ts'

type RangeInput = OpeningHoursInput & { id?: unknown }

/** The week as the admin's form holds it with this range last, or this range alone when it is not found in it. */
function liveWeek(ranges: readonly RangeInput[], sibling: RangeInput): RangeInput[] {
  const others = ranges.filter((range) => range !== sibling && !(sibling.id != null && range?.id === sibling.id))
  return others.length === ranges.length - 1 ? [...others, sibling] : [sibling]
}

/**
 * The validation of an opening range's start or end: the booking's rules (src/domain/booking/opening-hours.ts)
 * read over the whole week, keeping the problem of this field of this range, so that the French message shows
 * beside it. NOTE: a custom validation replaces Payload's own, so Payload's text checks (required) run first.
 */
export const isValidOpeningTime: TextFieldSingleValidation = (value, options) => {
  const checked = text(value, options)
  if (checked !== true) return checked
  const ranges = ((options.data as { openingHours?: RangeInput[] | null } | undefined)?.openingHours ?? []) as RangeInput[]
  const sibling = (options.siblingData ?? {}) as RangeInput
  const path = options.path ?? []
  // On save the field's path is ['openingHours', rowIndex, 'start' | 'end'] (a row adds no segment): the week is
  // read as it is, and an overlap is told on the later range.
  // NOTE: the admin's live validation (its form state) passes no path: this range is then read after the
  // others of the week, found by its row id; when it cannot be told apart from them, it is read alone.
  const week = path.length > 1 ? ranges.map((range, index) => (index === Number(path.at(-2)) ? sibling : range)) : liveWeek(ranges, sibling)
  const index = path.length > 1 ? Number(path.at(-2)) : week.length - 1
  const field = path.length > 0 ? path.at(-1) : options.name
  const problem = openingHoursProblems(week).find((candidate) => candidate.index === index && candidate.field === field)
  return problem ? problem.message : true
}
