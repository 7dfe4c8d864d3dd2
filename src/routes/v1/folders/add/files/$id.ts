import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { addDocuments } from '@/server/documents/documents.server'
import { readBody } from '@/server/questionnaire/requests.server'
import { ok } from '@/server/v1/envelope'

/** POST /v1/folders/add/files/{projectId}?folder_id (files[]): adds the customer's documents to their project, or to one of its sub-folders. */
export const Route = createFileRoute('/v1/folders/add/files/$id')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { files } = await readBody(request)
        const stored = await addDocuments(payload, { user, projectId: params.id, files: files.get('files[]') ?? files.get('files') ?? [], kind: 'document', folderId: new URL(request.url).searchParams.get('folder_id') })
        return ok({ files: stored }, { status: 201 })
      }),
    },
  },
})
