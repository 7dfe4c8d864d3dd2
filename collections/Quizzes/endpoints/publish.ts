import type { Endpoint } from 'payload'
import type { User } from '../../../payload-types.ts'
import { DomainError } from '../../../src/domain/errors.ts'
import { jsonBodyOf, refusal } from '../../endpoints/answers.ts'
import { publishQuestionnaire, QuestionnairePublishRefusedError } from '../publish-questionnaire.server.ts'

/**
 * POST /api/quizzes/:id/publish with `{ confirmWarnings }` (no body: the warnings not confirmed): the quiz's
 * draft goes live as one new version (collections/Quizzes/publish-questionnaire.server.ts). Marketing and
 * admins only. A refusal answers `{ message }` (and `reason` when the publish rule refused it) with its status.
 */
export const publishEndpoint: Endpoint = {
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    try {
      return Response.json(
        await publishQuestionnaire(req.payload, { user: req.user as User | null, quizId: String(req.routeParams?.id ?? ''), body: await jsonBodyOf(req) }),
      )
    } catch (error) {
      if (error instanceof QuestionnairePublishRefusedError) return refusal(error, { reason: error.reason })
      if (error instanceof DomainError) return refusal(error)
      throw error
    }
  },
}
