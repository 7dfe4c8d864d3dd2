import { ok } from '../v1/envelope.ts'
import type { V1Context } from '../v1/handler.server.ts'
import { toWireProject } from '../v1/serializers/project.ts'
import { readBody, requesterOf } from '../questionnaire/requests.server.ts'
import { createProjectSchema, parseInput } from '../questionnaire/wire-input.ts'
import { createProject } from './create-project.server.ts'
import { newVisitorKey, visitorCookie } from './visitor-key.server.ts'

/** POST /v1/project/create and /v1/project/create/{userId}. */
export async function createProjectRoute({ request, params, payload, user }: V1Context): Promise<Response> {
  const input = parseInput(createProjectSchema, (await readBody(request)).fields)
  const requester = requesterOf(request, user)
  const newKey = !user && !requester.visitorKey ? newVisitorKey() : null
  const { project } = await createProject(payload, {
    requester: newKey ? { ...requester, visitorKey: newKey } : requester,
    ...(params.userId === undefined ? {} : { forUserId: params.userId }),
    ...(input.project_title ? { title: input.project_title } : {}),
  })
  return ok(toWireProject(project), { status: 201, headers: newKey ? { 'Set-Cookie': visitorCookie(newKey) } : {} })
}
