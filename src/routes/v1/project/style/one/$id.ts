import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireStyle } from '@/server/v1/serializers/catalogue'
import { oneStyle } from '@/server/catalogue/catalogue.server'

/** GET /v1/project/style/one/{id}: one style with its photos. */
export const Route = createFileRoute('/v1/project/style/one/$id')({
  server: { handlers: { GET: v1(async ({ params, payload, user }) => toWireStyle(await oneStyle(payload, user, params.id))) } },
})
