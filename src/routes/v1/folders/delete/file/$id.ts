import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { deleteDocument } from '@/server/documents/documents.server'

/** POST /v1/folders/delete/file/{fileId}: removes one of the customer's own documents. */
export const Route = createFileRoute('/v1/folders/delete/file/$id')({
  server: { handlers: { POST: v1(({ params, payload, user }) => deleteDocument(payload, { user, fileId: params.id })) } },
})
