import { nextQuestionId } from './branching.ts'
import { findQuestion, storedAnswer, type Answers, type Questionnaire } from './model.ts'
import { answersOnPath, remainingPath } from './path.ts'

/** The progress shown on the last question of the path (spec section 2). */
export const LAST_QUESTION_PROGRESS = 95

/** The ceiling before the last question, so that 95 always means 'last question'. */
const BEFORE_LAST_MAX_PROGRESS = LAST_QUESTION_PROGRESS - 1

/** The progress shown on the closing slide. */
export const CLOSING_SLIDE_PROGRESS = 100

/**
 * The progress indicator, as a whole percentage, on the question `currentQuestionId` (null: the closing
 * slide, 100).
 *
 * - On the last question of the path: 95. The last question is the one the flow leaves for the closing
 *   slide: nextQuestionId from it, seeing the answers on the path and its own stored answer, is null. As a
 *   rule can only jump to a question, that is the last question in the list when none of the rules that
 *   apply to it (its chosen choice's for types 1 and 3, its own otherwise) jumps, back or elsewhere. An
 *   unanswered choice question has no chosen choice yet, so it is last when it is last in the list.
 * - Before: done / (done + ahead), rounded, capped at 94 so that only the last question shows 95, where
 *   ahead counts the questions from the current one to the end under the current answers (remainingPath)
 *   and done the answered questions on the path (answersOnPath) that are not among them.
 * An id that is not a question of this questionnaire is never 'last'.
 */
export function questionnaireProgress(
  questionnaire: Questionnaire,
  answers: Answers,
  currentQuestionId: string | null,
): number {
  if (currentQuestionId === null) return CLOSING_SLIDE_PROGRESS
  const onPath = answersOnPath(questionnaire, answers)
  const current = findQuestion(questionnaire, currentQuestionId)
  if (current) {
    const stored = storedAnswer(answers, current.id)
    const seen = stored === undefined ? onPath : { ...onPath, [current.id]: stored }
    if (nextQuestionId(questionnaire, current.id, seen) === null) return LAST_QUESTION_PROGRESS
  }
  const ahead = remainingPath(questionnaire, answers, currentQuestionId)
  const done = Object.keys(onPath).filter((id) => !ahead.includes(id)).length
  if (done + ahead.length === 0) return 0
  return Math.min(BEFORE_LAST_MAX_PROGRESS, Math.round((100 * done) / (done + ahead.length)))
}
