import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { readInput } from '@/server/v1/read-input.server'
import { deleteDocument } from '@/server/documents/documents.server'
import { WIRE_INPUT } from '@/server/questionnaire/wire-input'
import { deleteFileFromWire } from '@/server/v1/serializers/document'

/**
 * POST /v1/folders/delete/file/{fileId} (folder_id, variable): removes one of the customer's own
 * documents; answers `folders`, the remaining {folder_id, folder_name} entries of the questionnaire's
 * file answer (see deleteDocument), with `file_id` beside them.
 */
export const Route = createFileRoute('/v1/folders/delete/file/$id')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { input } = await readInput(request, deleteFileFromWire, WIRE_INPUT)
        const deleted = await deleteDocument(payload, { user, fileId: params.id, folderId: input.folder_id, variable: input.variable })
        return { file_id: deleted.id, folders: deleted.folders }
      }),
    },
  },
})
