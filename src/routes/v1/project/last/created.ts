import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { lastCreatedProject } from '@/server/projects/project-list.server'

/** GET /v1/project/last/created: the requester's most recent project, or null. */
export const Route = createFileRoute('/v1/project/last/created')({
  server: { handlers: { GET: v1(({ payload, user }) => lastCreatedProject(payload, user)) } },
})
