import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { acceptEstimateRoute } from '@/server/projects/project-routes.server'

/** GET /v1/project/accept/estimatif/$id: the owner accepts the estimate (3 -> 4 through the status machine). */
export const Route = createFileRoute('/v1/project/accept/estimatif/$id')({
  server: { handlers: { GET: v1(acceptEstimateRoute) } },
})
