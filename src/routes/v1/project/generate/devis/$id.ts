import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { generateQuoteRoute } from '@/server/projects/generated-pdf-routes.server'

/** GET /v1/project/generate/devis/{id}: the quote of a project from the price grid, as a PDF download (owner and staff only). */
export const Route = createFileRoute('/v1/project/generate/devis/$id')({
  server: { handlers: { GET: v1(generateQuoteRoute) } },
})
