import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { deleteProject } from '@/server/projects/project-list.server'

/** POST /v1/project/del/{id}: erases a project with its responses, files and folder (not once its contract is signed). */
export const Route = createFileRoute('/v1/project/del/$id')({
  server: {
    handlers: {
      POST: v1(async ({ params, payload, user }) => ({
        project_id: (await deleteProject(payload, { user, projectId: params.id })).id,
      })),
    },
  },
})
