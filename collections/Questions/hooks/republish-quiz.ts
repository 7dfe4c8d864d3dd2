import type { CollectionAfterChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { PUBLISHING_QUESTIONNAIRE } from '../../hooks/questionnaire-publish-check.ts'

/**
 * A question published (or retired) in a published questionnaire goes live: the quiz is published again, which checks
 * the questionnaire and makes a new version of it (new visitors get it; projects keep theirs).
 * A deleted question stays in the live version until the next publication (which the check may refuse).
 */
export const republishQuiz: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published' || req.context[PUBLISHING_QUESTIONNAIRE]) return doc
  const quizId = relationId(doc.quiz)
  if (quizId === null) return doc
  const quiz = await req.payload.findByID({ collection: slugs.quizzes, id: quizId, depth: 0, draft: false, overrideAccess: true, req })
  if (quiz._status !== 'published') return doc
  await req.payload.update({ collection: slugs.quizzes, id: quizId, data: { _status: 'published' }, draft: false, overrideAccess: true, req, depth: 0 })
  return doc
}
