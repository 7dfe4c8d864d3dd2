import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { ok } from '@/server/v1/envelope'
import { UnauthenticatedError } from '@/domain/errors'
import { parseProjectId, reachProject, requesterOf } from '@/server/projects/project-access.server'
import { giveProjectTo } from '@/server/projects/claim-project.server'
import { expiredVisitorCookie } from '@/server/projects/visitor-key.server'
import { toWireProject } from '@/server/v1/serializers/project'

/**
 * POST /v1/project/update/user/response/{projectId}: after signing in from the questionnaire, the project
 * begun as a visitor in this browser (and its responses) becomes the signed-in customer's.
 */
export const Route = createFileRoute('/v1/project/update/user/response/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        if (!user) throw new UnauthenticatedError()
        const access = await reachProject(payload, parseProjectId(payload, params.projectId), requesterOf(request, user))
        const project = access.via === 'visitor' ? await giveProjectTo(payload, access.project.id, user.id) : access.project
        return ok({ project: toWireProject(project) }, { headers: { 'Set-Cookie': expiredVisitorCookie() } })
      }),
    },
  },
})
