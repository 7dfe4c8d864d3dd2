import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { projectPhotosRoute } from '@/server/projects/project-routes.server'

/** GET /v1/project/img/$projectId?p&div: the project's photos, a page at a time (4 by default). */
export const Route = createFileRoute('/v1/project/img/$projectId')({
  server: { handlers: { GET: v1(projectPhotosRoute) } },
})
