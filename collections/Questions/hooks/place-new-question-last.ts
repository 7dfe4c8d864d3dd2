import type { CollectionBeforeValidateHook } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { positionAfter } from '../../../src/domain/questionnaire/index.ts'
import { questionsOfQuiz } from '../quiz-questions.server.ts'

/**
 * A question created without a position (left empty in the form: the order is set in the questionnaire's
 * « Ordre des questions » tab) comes last in its questionnaire, after every question of it, drafts and
 * retired ones included. It used to get 0 and tie with the first question.
 */
export const placeNewQuestionLast: CollectionBeforeValidateHook<QuestionDoc> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || typeof data.position === 'number') return data
  const questions = await questionsOfQuiz(req, data.quiz, 'position')
  return { ...data, position: positionAfter(questions.map((question) => question.position)) }
}
