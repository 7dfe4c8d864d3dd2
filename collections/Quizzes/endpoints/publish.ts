import type { Endpoint } from 'payload'
import type { User } from '../../../payload-types.ts'
import { DomainError } from '../../../src/domain/errors.ts'
import { publishQuestionnaire, QuestionnairePublishRefusedError } from '../publish-questionnaire.server.ts'

/**
 * POST /api/quizzes/:id/publish with `{ confirmWarnings }`: the quiz's draft goes live as one new version
 * (collections/Quizzes/publish-questionnaire.server.ts). Marketing and admins only. A refusal answers
 * `{ message }` (and `reason` when the publish rule refused it) with its status.
 */
export const publishEndpoint: Endpoint = {
  path: '/:id/publish',
  method: 'post',
  handler: async (req) => {
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      // No JSON body: publishing without confirming the warnings.
      body = undefined
    }
    try {
      return Response.json(
        await publishQuestionnaire(req.payload, {
          user: req.user as User | null,
          quizId: String(req.routeParams?.id ?? ''),
          body,
        }),
      )
    } catch (error) {
      if (error instanceof QuestionnairePublishRefusedError) return Response.json({ message: error.message, reason: error.reason }, { status: error.status })
      if (error instanceof DomainError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}
