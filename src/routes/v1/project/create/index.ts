import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { createProjectRoute } from '@/server/projects/create-project-route.server'

/** POST /v1/project/create (form data or JSON): a new project for the customer or the visitor. */
export const Route = createFileRoute('/v1/project/create/')({
  server: { handlers: { POST: v1(createProjectRoute) } },
})
