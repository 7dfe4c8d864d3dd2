import { ok } from '../v1/envelope.ts'
import type { V1Context } from '../v1/handler.server.ts'
import { readInput } from '../v1/read-input.server.ts'
import { toWireProject } from '../v1/serializers/project.ts'
import { requesterOf } from './project-access.server.ts'
import { createProjectSchema, WIRE_INPUT } from '../questionnaire/wire-input.ts'
import { createProject } from './create-project.server.ts'
import { withVisitorKey } from './visitor-key.server.ts'

/** POST /v1/project/create and /v1/project/create/{userId}. */
export async function createProjectRoute({ request, params, payload, user }: V1Context): Promise<Response> {
  const { input } = await readInput(request, createProjectSchema, WIRE_INPUT)
  const { requester, setCookie } = withVisitorKey(requesterOf(request, user))
  const { project } = await createProject(payload, {
    requester,
    ...(params.userId === undefined ? {} : { forUserId: params.userId }),
    ...(input.project_title ? { title: input.project_title } : {}),
  })
  return ok(toWireProject(project), { status: 201, headers: setCookie ? { 'Set-Cookie': setCookie } : {} })
}
