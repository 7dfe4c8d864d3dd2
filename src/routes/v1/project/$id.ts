import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { parseProjectId, reachProject } from '@/server/projects/project-access.server'
import { requesterOf } from '@/server/questionnaire/requests.server'
import { toWireProject } from '@/server/v1/serializers/project'

/** GET /v1/project/$id: one project, to its owner, staff, or the visitor who holds its key. */
export const Route = createFileRoute('/v1/project/$id')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload, user }) => {
        const { project } = await reachProject(payload, parseProjectId(params.id), requesterOf(request, user))
        return toWireProject(project)
      }),
    },
  },
})
