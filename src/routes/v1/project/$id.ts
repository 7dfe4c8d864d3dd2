import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { projectDetailRoute } from '@/server/projects/project-routes.server'

/** GET /v1/project/$id: one project with its style and documents' names, to its owner, staff, or the visitor who holds its key. */
export const Route = createFileRoute('/v1/project/$id')({
  server: { handlers: { GET: v1(projectDetailRoute) } },
})
