import type { Payload } from 'payload'
import type { Question as QuestionDoc, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { questionnaireGraph, type QuestionnaireGraph } from '../../domain/questionnaire/index.ts'
import { toEngineQuestionnaire } from './engine-model.ts'

/**
 * A quiz's flow as the CMS draws it: the latest version of each question (drafts included, what
 * publishing would put live), with the authoring check's issues. Read as `user` (marketing).
 */
export async function draftQuestionnaireGraph(payload: Payload, user: User | null, quizId: number | string): Promise<QuestionnaireGraph> {
  const { docs } = await payload.find({
    collection: slugs.questions,
    where: { quiz: { equals: quizId } },
    sort: 'position',
    depth: 0,
    pagination: false,
    draft: true,
    user,
    overrideAccess: false,
  })
  return questionnaireGraph(toEngineQuestionnaire(quizId, docs as QuestionDoc[]))
}
