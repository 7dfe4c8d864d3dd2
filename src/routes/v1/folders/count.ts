import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { countDocuments } from '@/server/documents/documents.server'

/** GET /v1/folders/count: how many documents the customer has. */
export const Route = createFileRoute('/v1/folders/count')({
  server: { handlers: { GET: v1(({ payload, user }) => countDocuments(payload, user)) } },
})
