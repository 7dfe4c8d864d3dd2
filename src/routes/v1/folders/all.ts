import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { pageProjectFolders } from '@/server/projects/project-folders.server'
import { toWireProjectFoldersPage } from '@/server/v1/serializers/document'

/**
 * GET /v1/folders/all?p&div&word: the folder of each of the customer's projects, with its document
 * count, 12 a page ({data, total, page, lastPage}); `word` searches project titles and folder names.
 */
export const Route = createFileRoute('/v1/folders/all')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload, user }) => {
        const query = new URL(request.url).searchParams
        return toWireProjectFoldersPage(await pageProjectFolders(payload, { user, query: { p: query.get('p'), div: query.get('div'), word: query.get('word') } }))
      }),
    },
  },
})
