import type { Payload, PayloadRequest } from 'payload'
import type { Question as QuestionDoc, User } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { NotFoundError } from '../../src/domain/errors.ts'
import { deletionOfQuestion, type QuestionDeletion } from '../../src/domain/questionnaire/index.ts'
import { RETIREMENT_COPY } from '../../src/domain/questionnaire/retirement-copy.ts'
import { answerCount } from './question-answers.server.ts'

/** What deleting one question did: the question as it is left (retired) or as it was (deleted), and the French message. */
export type QuestionDeletionOutcome = { doc: QuestionDoc; fate: QuestionDeletion; message: string }

/**
 * Deletes a question as `user` (access control on, as Payload's own delete), inside `req` when a request
 * of Payload's is at hand (its transaction and language): a question that answers
 * cite is retired instead (src/domain/questionnaire/retirement.ts), kept for them and asked no more; its
 * questionnaire, when live, is published again without it (hooks/republish-quiz.ts). A question never
 * answered is deleted.
 */
export async function deleteOrRetireQuestion(
  payload: Payload,
  { user, id, req }: { user: User | null; id: number | string; req?: PayloadRequest },
): Promise<QuestionDeletionOutcome> {
  const { docs } = await payload.find({ collection: slugs.questions, where: { id: { equals: id } }, limit: 1, depth: 0, user, overrideAccess: false, req })
  const question = docs[0]
  if (!question) throw new NotFoundError(RETIREMENT_COPY.notFound)
  const fate = deletionOfQuestion(await answerCount(payload, { questionId: question.id, req }))
  if (fate === 'delete') {
    const doc = await payload.delete({ collection: slugs.questions, id: question.id, depth: 0, user, overrideAccess: false, req })
    return { doc, fate, message: RETIREMENT_COPY.deleted(question.title) }
  }
  const doc = await payload.update({
    collection: slugs.questions,
    id: question.id,
    // A live question stays published, retired: publishing it is what takes it out of the live questionnaire.
    data: { retired: true, ...(question._status === 'published' ? { _status: 'published' as const } : {}) },
    depth: 0,
    user,
    overrideAccess: false,
    req,
  })
  return { doc, fate, message: RETIREMENT_COPY.retired(question.title) }
}
