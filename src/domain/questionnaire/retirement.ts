import { draftFromStored, roomKey, type ChoiceDraft, type MultipleChoiceDraft, type RoomsDraft } from './drafts.ts'
import { distinctChoices, QUESTION_TYPE, type Question } from './model.ts'
import { isEmptyValue } from './values.ts'

/**
 * Retiring instead of deleting (issue #23): a question or a choice that an answer cites is kept, marked
 * retired, so that the answers and the projects citing it still read it; new visitors and later published
 * versions no longer offer it. One that no answer cites is deleted for real.
 */

/** What deleting a question does: 'retire' when answers cite it, 'delete' when none does. */
export type QuestionDeletion = 'retire' | 'delete'

/** What deleting a question does, from the count of stored answers to it (every project, every part). */
export function deletionOfQuestion(answerCount: number): QuestionDeletion {
  return answerCount > 0 ? 'retire' : 'delete'
}

/** Whether a stored question or choice is still offered to new visitors (not retired). */
export function isOffered(item: { retired?: boolean | null }): boolean {
  return item.retired !== true
}

/**
 * The values of the question's choices that one stored answer picks, read back as the engine reads it
 * (draftFromStored): free text typed in a choice with an input picks that choice; a room question's
 * checked rooms pick their choices. Empty for a question without choices.
 */
export function pickedChoiceValues(question: Question, stored: string): string[] {
  if (question.choices.length === 0) return []
  if (question.type === QUESTION_TYPE.rooms) {
    // NOTE: draftFromStored gives the draft shape of the question's type: checked rooms for a rooms question.
    const { rooms } = draftFromStored(question, stored) as RoomsDraft
    const checked = new Set(rooms.filter((room) => room.checked).map((room) => room.pieceId))
    return distinctChoices(question).filter((choice) => checked.has(roomKey(choice))).map((choice) => choice.value)
  }
  if (question.type === QUESTION_TYPE.multipleChoice) {
    return [...new Set((draftFromStored(question, stored) as MultipleChoiceDraft).values)]
  }
  const { value } = draftFromStored(question, stored) as ChoiceDraft
  return isEmptyValue(value) ? [] : [value]
}

/** A choice as the CMS stores it: an array row (its id when saved), its value, whether it is retired. */
export type StoredChoiceRow = { id?: string | null; value: string; retired?: boolean | null }

/**
 * The choices of `previous` whose value `next` no longer has: answers cite a choice by its value, so a row
 * whose value was edited in place is a removal of its old value (an edited title is not).
 */
export function removedChoices<Row extends StoredChoiceRow>(previous: readonly Row[], next: readonly Row[]): Row[] {
  return previous.filter((row) => !next.some((candidate) => candidate.value === row.value))
}

/**
 * The choices a question keeps when an edit removes some of them (or edits their value): `next` as edited,
 * followed by every removed choice whose value an answer picked (`picked`), marked retired. A retired row
 * whose id `next` still uses (its value was edited) is kept under a new id, which the database gives it.
 */
export function keepPickedChoices<Row extends StoredChoiceRow>({
  previous,
  next,
  picked,
}: {
  previous: readonly Row[]
  next: readonly Row[]
  picked: ReadonlySet<string>
}): Row[] {
  const idsInUse = new Set(next.flatMap((row) => (row.id ? [row.id] : [])))
  const retired = removedChoices(previous, next)
    .filter((row) => picked.has(row.value))
    .map((row) => ({ ...(row.id && idsInUse.has(row.id) ? withoutRowIds(row) : row), retired: true }))
  return [...next, ...retired]
}

/** A copy of an array row without its id nor the ids of the rows nested in it (its rules and their conditions). */
function withoutRowIds<Row extends object>(row: Row): Row {
  const isRow = (item: unknown): item is object => typeof item === 'object' && item !== null && !Array.isArray(item)
  const entries = Object.entries(row)
    .filter(([key]) => key !== 'id')
    .map(([key, value]) => [key, Array.isArray(value) ? value.map((item: unknown) => (isRow(item) ? withoutRowIds(item) : item)) : value])
  return Object.fromEntries(entries) as Row
}
