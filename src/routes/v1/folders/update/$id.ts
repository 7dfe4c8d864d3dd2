import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { updateFolder } from '@/server/documents/folders.server'
import { readBody } from '@/server/questionnaire/requests.server'

/** POST /v1/folders/update/{id} (folder_name, parent): renames or moves one of the customer's folders. */
export const Route = createFileRoute('/v1/folders/update/$id')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { fields } = await readBody(request)
        return updateFolder(payload, { user, folderId: params.id, name: fields.folder_name ?? fields.name, parentId: fields.parent })
      }),
    },
  },
})
