import { ok } from '../v1/envelope.ts'
import type { V1Context } from '../v1/handler.server.ts'
import { toWireProject } from '../v1/serializers/project.ts'
import { toWireResponse } from '../v1/serializers/response.ts'
import { newVisitorKey, visitorCookie } from '../projects/visitor-key.server.ts'
import { parseProjectId } from '../projects/project-access.server.ts'
import { saveAnswer } from './answers.server.ts'
import { readBody, requesterOf } from './requests.server.ts'
import { answerInputSchema, parseInput } from './wire-input.ts'

/**
 * POST /v1/project/quizz/create/response and /create/single/response: saves one answer. Without a
 * project (project_id absent or -1) it creates one; a visitor then receives the visitor key cookie.
 */
export async function answerRoute({ request, payload, user }: V1Context): Promise<Response> {
  const { fields } = await readBody(request)
  const input = parseInput(answerInputSchema, fields)
  const requester = requesterOf(request, user)
  const newKey = !user && input.project_id === null && !requester.visitorKey ? newVisitorKey() : null
  const saved = await saveAnswer(payload, {
    requester: newKey ? { ...requester, visitorKey: newKey } : requester,
    projectId: input.project_id === null ? null : parseProjectId(input.project_id),
    questionId: input.fk_response_quizztion,
    value: input.response_value,
    ...(input.user_firstname !== undefined || input.user_lastname !== undefined
      ? { identity: { firstName: input.user_firstname ?? '', lastName: input.user_lastname ?? '', acceptsTerms: input.user_terms } }
      : {}),
  })
  const body = { response: toWireResponse(saved.response), project: toWireProject(saved.project) }
  return ok(body, { status: saved.created ? 201 : 200, headers: newKey ? { 'Set-Cookie': visitorCookie(newKey) } : {} })
}
