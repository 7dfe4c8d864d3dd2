import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { createProjectRoute } from '@/server/projects/create-project-route.server'

/** POST /v1/project/create/{userId}: a new project for that customer (themselves only). */
export const Route = createFileRoute('/v1/project/create/$userId')({
  server: { handlers: { POST: v1(createProjectRoute) } },
})
