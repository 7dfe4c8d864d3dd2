import type { CollectionBeforeChangeHook } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { relationId } from '../../fields/relation-id.ts'
import { assertPublishable, PUBLISHING_QUESTIONNAIRE, publishedQuestions } from '../../hooks/questionnaire-publish-check.ts'
import { isOffered } from '../../../src/domain/questionnaire/index.ts'

/**
 * Publishing a question puts it live in its questionnaire: the check runs over the questionnaire's
 * published questions with this one as it is about to be (without it when it is retired); an error, or a
 * new warning (which only the questionnaire's « Publier » can confirm), refuses the publication.
 */
export const checkQuestionBeforePublish: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published' || req.context[PUBLISHING_QUESTIONNAIRE]) return data
  const quizId = relationId(data.quiz ?? originalDoc?.quiz)
  if (quizId === null) return data
  const incoming = { ...(originalDoc ?? {}), ...data, id: originalDoc?.id ?? 'nouvelle' } as QuestionDoc
  const others = (await publishedQuestions(req, quizId)).filter((question) => String(question.id) !== String(incoming.id))
  await assertPublishable(req, quizId, isOffered(incoming) ? [...others, incoming] : others)
  return data
}
