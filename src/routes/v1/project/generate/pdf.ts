import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { generateSummaryRoute } from '@/server/projects/generated-pdf-routes.server'

/** GET /v1/project/generate/pdf?id={projectId}: the project summary, as a PDF download (owner and staff only). */
export const Route = createFileRoute('/v1/project/generate/pdf')({
  server: { handlers: { GET: v1(generateSummaryRoute) } },
})
