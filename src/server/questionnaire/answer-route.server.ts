import { ok } from '../v1/envelope.ts'
import type { V1Context } from '../v1/handler.server.ts'
import { readInput } from '../v1/read-input.server.ts'
import { toWireProject } from '../v1/serializers/project.ts'
import { toWireResponse } from '../v1/serializers/response.ts'
import { withVisitorKey } from '../projects/visitor-key.server.ts'
import { parseProjectId, requesterOf } from '../projects/project-access.server.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { saveAnswer } from './answers.server.ts'
import { answerInputSchema, WIRE_INPUT } from './wire-input.ts'

/**
 * POST /v1/project/quizz/create/response and /create/single/response: saves one answer. Without a
 * project (project_id absent or -1) it creates one; a visitor then receives the visitor key cookie.
 */
export async function answerRoute({ request, payload, user }: V1Context): Promise<Response> {
  const { input } = await readInput(request, answerInputSchema, WIRE_INPUT)
  const asked = requesterOf(request, user)
  const { requester, setCookie } = input.project_id === null ? withVisitorKey(asked) : { requester: asked, setCookie: null }
  const saved = await saveAnswer(payload, {
    requester,
    projectId: input.project_id === null ? null : parseProjectId(payload, input.project_id),
    questionId: input.fk_response_quizztion,
    value: input.response_value,
    ...(input.user_firstname !== undefined || input.user_lastname !== undefined
      ? { identity: { firstName: input.user_firstname ?? '', lastName: input.user_lastname ?? '', acceptsTerms: input.user_terms } }
      : {}),
  })
  const body = { response: toWireResponse(saved.response), project: toWireProject(saved.project) }
  return ok(body, { status: saved.created ? 201 : 200, headers: setCookie ? { 'Set-Cookie': setCookie } : {} })
}
