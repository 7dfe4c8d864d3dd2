import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { addDocumentsRoute } from '@/server/documents/document-routes.server'

/** POST /v1/folders/add/files/{projectId}?folder_id (files[]): adds the customer's documents to their project, or to one of its sub-folders. */
export const Route = createFileRoute('/v1/folders/add/files/$id')({
  server: { handlers: { POST: v1(addDocumentsRoute({ kind: 'document', field: 'files' })) } },
})
