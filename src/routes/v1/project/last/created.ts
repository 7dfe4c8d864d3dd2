import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { lastCreatedProject } from '@/server/projects/project-list.server'
import { toWireProject } from '@/server/v1/serializers/project'

/** GET /v1/project/last/created: the requester's most recent project, or null. */
export const Route = createFileRoute('/v1/project/last/created')({
  server: {
    handlers: {
      GET: v1(async ({ payload, user }) => {
        const project = await lastCreatedProject(payload, user)
        return project ? toWireProject(project) : null
      }),
    },
  },
})
