import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { projectDocumentRoute } from '@/server/projects/project-routes.server'

/** GET /v1/project/docs/$name: a project's estimate, fee presentation or quote, shown in the browser (owner and staff only). */
export const Route = createFileRoute('/v1/project/docs/$name')({
  server: { handlers: { GET: v1(projectDocumentRoute('inline')) } },
})
