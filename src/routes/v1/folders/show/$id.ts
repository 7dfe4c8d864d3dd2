import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listDocuments } from '@/server/documents/documents.server'
import { toWireDocumentsPage } from '@/server/v1/serializers/document'

/** GET /v1/folders/show/{projectId}?p&div&tab&word&folder_id: a project's documents (12 a page) and folders, or -1 for all of the customer's documents. */
export const Route = createFileRoute('/v1/folders/show/$id')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload, user }) => {
        const query = new URL(request.url).searchParams
        return toWireDocumentsPage(
          await listDocuments(payload, {
            user,
            projectId: params.id,
            query: {
              p: query.get('p'),
              div: query.get('div'),
              tab: query.get('tab'),
              word: query.get('word'),
              folder_id: query.get('folder_id'),
            },
          }),
        )
      }),
    },
  },
})
