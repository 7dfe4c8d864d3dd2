import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { updateFolder } from '@/server/documents/folders.server'
import { readBody } from '@/server/v1/read-input.server'
import { UPLOAD_BODY_LIMIT } from '@/server/http/body-limits'
import { toWireFolder } from '@/server/v1/serializers/document'

/** POST /v1/folders/update/{id} (folder_name, parent): renames or moves one of the customer's folders. */
export const Route = createFileRoute('/v1/folders/update/$id')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { fields } = await readBody(request, UPLOAD_BODY_LIMIT)
        return toWireFolder(
          await updateFolder(payload, {
            user,
            folderId: params.id,
            name: fields.folder_name ?? fields.name,
            parentId: fields.parent,
          }),
        )
      }),
    },
  },
})
