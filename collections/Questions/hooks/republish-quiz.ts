import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'

/**
 * Publishes the quiz again when it is live: the quiz's hook checks the questionnaire and makes a new
 * version of it (new visitors get it; projects keep theirs).
 */
export async function republishLiveQuiz(req: PayloadRequest, quizId: number | string): Promise<void> {
  const quiz = await req.payload.findByID({ collection: slugs.quizzes, id: quizId, depth: 0, draft: false, overrideAccess: true, req })
  if (quiz._status !== 'published') return
  await req.payload.update({ collection: slugs.quizzes, id: quizId, data: { _status: 'published' }, draft: false, overrideAccess: true, req, depth: 0 })
}

/**
 * A question published (or retired) in a published questionnaire goes live: the quiz is published again.
 */
export const republishQuiz: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const quizId = relationId(doc.quiz)
  if (quizId !== null) await republishLiveQuiz(req, quizId)
  return doc
}
