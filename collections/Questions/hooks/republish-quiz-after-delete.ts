import type { CollectionAfterDeleteHook } from 'payload'
import { relationId } from '../../fields/relation-id.ts'
import { republishLiveQuiz } from './republish-quiz.ts'

/**
 * A published question deleted (never answered: an answered one is retired) leaves the live questionnaire
 * at once, so that no new visitor answers a question that is gone. The check may refuse it (a rule still
 * jumps to it): the delete is then undone and the refusal shown.
 */
export const republishQuizAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc._status !== 'published') return doc
  const quizId = relationId(doc.quiz)
  if (quizId !== null) await republishLiveQuiz(req, quizId)
  return doc
}
