import type { Endpoint } from 'payload'
import type { User } from '../../../payload-types.ts'
import { DomainError } from '../../../src/domain/errors.ts'
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
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      // Not JSON: the order's schema refuses the missing body with its French message.
      body = undefined
    }
    try {
      const result = await setQuestionOrder(req.payload, { user: req.user as User | null, quizId: String(req.routeParams?.id ?? ''), body })
      return Response.json(result)
    } catch (error) {
      if (error instanceof QuestionOrderRefusedError) {
        return Response.json({ message: error.message, reason: error.reason, errors: error.errors, warnings: error.warnings }, { status: error.status })
      }
      if (error instanceof DomainError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}
