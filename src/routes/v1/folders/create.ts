import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { createFolder } from '@/server/documents/folders.server'
import { readBody } from '@/server/v1/read-input.server'
import { UPLOAD_BODY_LIMIT } from '@/server/http/body-limits'
import { ok } from '@/server/v1/envelope'
import { toWireFolder } from '@/server/v1/serializers/document'

/** POST /v1/folders/create (folder_name, parent, project): a sub-folder in one of the customer's projects. */
export const Route = createFileRoute('/v1/folders/create')({
  server: {
    handlers: {
      POST: v1(async ({ request, payload, user }) => {
        const { fields } = await readBody(request, UPLOAD_BODY_LIMIT)
        const folder = await createFolder(payload, {
          user,
          name: fields.folder_name ?? fields.name,
          parentId: fields.parent ?? fields.folder_id,
          projectId: fields.project ?? fields.project_id,
        })
        return ok(toWireFolder(folder), { status: 201 })
      }),
    },
  },
})
