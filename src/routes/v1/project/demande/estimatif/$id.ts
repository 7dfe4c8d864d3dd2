import { createFileRoute } from '@tanstack/react-router'
import { toDocId } from '@/domain/ids'
import { v1, type V1Context } from '@/server/v1/handler.server'
import { ok } from '@/server/v1/envelope'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { readInput } from '@/server/v1/read-input.server'
import { bearerOnlyRequester, finishAnswer } from '@/server/questionnaire/finish-route.server'
import { questionnaireState } from '@/server/questionnaire/state.server'
import { estimateRequestQuerySchema, finishInputSchema, WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { parseInput } from '@/domain/parse-input'
import { toWireProject } from '@/server/v1/serializers/project'

/**
 * /v1/project/demande/estimatif/{id}?finish=0|1: the estimate request at the end of the questionnaire.
 * finish=1 ('Terminer') checks that the questionnaire is complete; a signed-in customer's project moves
 * to 2, and a visitor (POST with user_password) gets a code by email, answered 202 whatever the address,
 * to send to /v1/project/email/confirm/{id}. finish=0 changes nothing and says whether the questionnaire
 * can be finished. furtif=0|1 (the spec's silent request) is checked and changes nothing: see
 * estimateRequestQuerySchema. NOTE: GET with finish=1 changes state: it reads the Authorization header only
 * (design/api.md); the site uses POST server functions.
 */
async function estimateRequest({ request, params, payload, user }: V1Context): Promise<Response> {
  const projectId = parseProjectId(payload, params.id)
  const query = new URL(request.url).searchParams
  parseInput(estimateRequestQuerySchema, { furtif: query.get('furtif') ?? undefined })
  const finish = query.get('finish') !== '0'
  if (!finish) {
    const { project } = await reachProject(payload, projectId, requesterOf(request, user))
    const state = await questionnaireState(payload, project)
    return ok({ project: toWireProject(project), complete: state.isComplete ? 1 : 0 })
  }
  const isPost = request.method === 'POST'
  const requester = isPost ? requesterOf(request, user) : await bearerOnlyRequester(payload, request)
  const body = isPost ? (await readInput(request, finishInputSchema, WIRE_INPUT)).input : {}
  const answer = await finishAnswer(payload, { requester, projectId, password: body.user_password })
  const headers = new Headers()
  for (const cookie of answer.cookies) headers.append('Set-Cookie', cookie)
  return ok(answer.body, { status: answer.status, headers })
}

export const Route = createFileRoute('/v1/project/demande/estimatif/$id')({
  server: { handlers: { GET: v1(estimateRequest), POST: v1(estimateRequest) } },
})
