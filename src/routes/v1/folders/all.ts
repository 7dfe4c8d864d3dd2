import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listProjectFolders } from '@/server/projects/project-folders.server'

/** GET /v1/folders/all: the folder of each of the customer's projects, with its document count. */
export const Route = createFileRoute('/v1/folders/all')({
  server: { handlers: { GET: v1(({ payload, user }) => listProjectFolders(payload, user)) } },
})
