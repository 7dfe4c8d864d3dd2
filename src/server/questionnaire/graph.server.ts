import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { questionnaireGraph, type QuestionnaireGraph } from '../../domain/questionnaire/index.ts'
import { toEngineQuestionnaire } from '../../../collections/Quizzes/engine-model.ts'
import { quizQuestionsInOrder } from '../../../collections/Quizzes/questions-query.server.ts'

/**
 * A quiz's flow as the CMS draws it: the latest version of each question (drafts included, what
 * publishing would put live), with the authoring check's issues. Read as `user` (marketing).
 */
export async function draftQuestionnaireGraph(payload: Payload, user: User | null, quizId: number | string): Promise<QuestionnaireGraph> {
  const docs = await quizQuestionsInOrder(payload, { quizId, draft: true, user })
  return questionnaireGraph(toEngineQuestionnaire(quizId, docs))
}
