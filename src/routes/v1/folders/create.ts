import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { createFolder } from '@/server/documents/folders.server'
import { readBody } from '@/server/questionnaire/requests.server'
import { ok } from '@/server/v1/envelope'

/** POST /v1/folders/create (folder_name, parent, project): a sub-folder in one of the customer's projects. */
export const Route = createFileRoute('/v1/folders/create')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const { fields } = await readBody(request)
        const folder = await createFolder(payload, { user, name: fields.folder_name ?? fields.name, parentId: fields.parent ?? fields.folder_id, projectId: fields.project ?? fields.project_id })
        return ok(folder, { status: 201 })
      }),
    },
  },
})
