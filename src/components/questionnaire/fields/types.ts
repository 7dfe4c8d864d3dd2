import type { Question } from '@/domain/questionnaire'

/** What every question field receives: its question, its draft and where the error message is. */
export type FieldProps<D> = {
  question: Question
  draft: D
  onChange: (draft: D) => void
  /** Id of the element naming the question (its title). */
  labelId: string
  /** Id of the error message when the draft is invalid, else undefined. */
  errorId: string | undefined
}

/** aria props of a field control that belongs to the question. */
export function fieldAria({ labelId, errorId }: { labelId: string; errorId: string | undefined }) {
  return { 'aria-labelledby': labelId, 'aria-invalid': errorId ? true : undefined, 'aria-describedby': errorId }
}
