import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { addDocumentsRoute } from '@/server/documents/document-routes.server'

/** POST /v1/folders/add/plans/{projectId}?folder_id (project_plans[]): adds the customer's plans to their project, or to one of its sub-folders. */
export const Route = createFileRoute('/v1/folders/add/plans/$id')({
  server: { handlers: { POST: v1(addDocumentsRoute({ kind: 'plan', field: 'project_plans' })) } },
})
