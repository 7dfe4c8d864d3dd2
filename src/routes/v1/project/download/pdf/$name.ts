import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { projectDocumentRoute } from '@/server/projects/project-routes.server'

/** GET /v1/project/download/pdf/$name: a project's estimate, fee presentation or quote, as a download (owner and staff only). */
export const Route = createFileRoute('/v1/project/download/pdf/$name')({
  server: { handlers: { GET: v1(projectDocumentRoute('attachment')) } },
})
