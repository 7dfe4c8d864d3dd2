import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { updateProjectRoute } from '@/server/projects/project-routes.server'

/** POST /v1/project/update/$id: the customer-editable fields of a project; project_visa through the status machine. */
export const Route = createFileRoute('/v1/project/update/$id')({
  server: { handlers: { POST: v1(updateProjectRoute) } },
})
