import { createFileRoute } from '@tanstack/react-router'
import { v1, type V1Context } from '@/server/v1/handler.server'
import { ok } from '@/server/v1/envelope'
import { parseProjectId, reachProject } from '@/server/projects/project-access.server'
import { expiredVisitorCookie } from '@/server/projects/visitor-key.server'
import { finishQuestionnaire } from '@/server/questionnaire/finish.server'
import { readBody, requesterOf } from '@/server/questionnaire/requests.server'
import { signInCreatedAccount } from '@/server/questionnaire/session-cookie.server'
import { questionnaireState } from '@/server/questionnaire/state.server'
import { finishInputSchema, parseInput } from '@/server/questionnaire/wire-input'
import { toWireProject } from '@/server/v1/serializers/project'
import { toWireUser } from '@/server/v1/serializers/user'

/**
 * /v1/project/demande/estimatif/{id}?finish=0|1: the estimate request at the end of the questionnaire.
 * finish=1 ('Terminer') checks that the questionnaire is complete, creates a visitor's account from their
 * answers (POST with user_password) and signs them in, and moves the project to 2; finish=0 changes
 * nothing and says whether the questionnaire can be finished.
 */
async function estimateRequest({ request, params, payload, user }: V1Context): Promise<Response> {
  const projectId = parseProjectId(params.id)
  const requester = requesterOf(request, user)
  const finish = new URL(request.url).searchParams.get('finish') !== '0'
  if (!finish) {
    const { project } = await reachProject(payload, projectId, requester)
    const state = await questionnaireState(payload, project)
    return ok({ project: toWireProject(project), complete: state.isComplete ? 1 : 0 })
  }
  const body = request.method === 'POST' ? parseInput(finishInputSchema, (await readBody(request)).fields) : {}
  const { project, createdAccount } = await finishQuestionnaire(payload, { requester, projectId, password: body.user_password })
  const headers = new Headers()
  if (requester.visitorKey) headers.append('Set-Cookie', expiredVisitorCookie())
  if (!createdAccount) return ok({ project: toWireProject(project) }, { headers })
  const session = await signInCreatedAccount(payload, createdAccount)
  headers.append('Set-Cookie', session.cookie)
  return ok(
    { project: toWireProject(project), user: toWireUser(createdAccount.user), access_token: session.token },
    { status: 201, headers },
  )
}

export const Route = createFileRoute('/v1/project/demande/estimatif/$id')({
  server: { handlers: { GET: v1(estimateRequest), POST: v1(estimateRequest) } },
})
