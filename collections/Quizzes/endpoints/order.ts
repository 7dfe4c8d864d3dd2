import type { Endpoint } from 'payload'
import type { User } from '../../../payload-types.ts'
import { DomainError } from '../../../src/domain/errors.ts'
import { jsonBodyOf, refusal } from '../../endpoints/answers.ts'
import { QuestionOrderRefusedError, setQuestionOrder } from '../question-order.server.ts'

/**
 * POST /api/quizzes/:id/order with `{ questionIds, confirmWarnings? }`: the new order of the quiz's questions, saved at once
 * with one new version of the quiz (collections/Quizzes/question-order.server.ts). Marketing and
 * admins only. A refusal answers `{ message }` (and the publish rule's `reason`, the check's `errors` and
 * `warnings` when the publish rule refused it) with its status.
 */
export const orderEndpoint: Endpoint = {
  path: '/:id/order',
  method: 'post',
  handler: async (req) => {
    try {
      return Response.json(await setQuestionOrder(req.payload, { user: req.user as User | null, quizId: String(req.routeParams?.id ?? ''), body: await jsonBodyOf(req) }))
    } catch (error) {
      if (error instanceof QuestionOrderRefusedError) return refusal(error, { reason: error.reason, errors: error.errors, warnings: error.warnings })
      if (error instanceof DomainError) return refusal(error)
      throw error
    }
  },
}
