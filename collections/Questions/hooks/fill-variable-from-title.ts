import type { CollectionBeforeValidateHook } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { isBlankName, variableFromLabel } from '../../../src/domain/questionnaire/index.ts'
import { questionsOfQuiz } from '../quiz-questions.server.ts'

/**
 * A question created with no variable (the « Avancé » section left empty) gets one drawn from its title,
 * unique within its questionnaire, so that the check's « variable used twice » never trips on it
 * (src/domain/questionnaire/generated-names.ts). Only on create: a saved question keeps its variable.
 */
export const fillVariableFromTitle: CollectionBeforeValidateHook<QuestionDoc> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || !isBlankName(data.variable)) return data
  // Every question of the questionnaire counts, drafts and retired ones too (a retired one may come back).
  const docs = await questionsOfQuiz(req, data.quiz, 'variable')
  const taken = new Set(docs.flatMap((question) => (isBlankName(question.variable) ? [] : [question.variable!])))
  return { ...data, variable: variableFromLabel(data.title ?? '', taken) }
}
