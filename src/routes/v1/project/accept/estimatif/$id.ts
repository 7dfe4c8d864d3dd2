import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { authorizationHeaderOnly } from '@/server/v1/authorization-header-only.server'
import { acceptEstimateRoute } from '@/server/projects/project-routes.server'

/**
 * GET /v1/project/accept/estimatif/$id: the owner accepts the estimate (3 -> 4 through the status machine).
 * A GET that changes state: Authorization header only (design/api.md); the site moves 3 -> 4 by booking.
 */
export const Route = createFileRoute('/v1/project/accept/estimatif/$id')({
  server: { handlers: { GET: authorizationHeaderOnly(v1(acceptEstimateRoute)) } },
})
