import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listReports } from '@/server/reports/reports.server'
import { toWireReportsPage } from '@/server/v1/serializers/report'

/**
 * GET /v1/project/lastworks/{id}?p&div: the project's latest works reports, newest first, 10 a page
 * ({data, total, page, lastPage}); the project's owner or staff only. GET /v1/rapports/all/{projectId}
 * answers the same list with its search (`word`).
 */
export const Route = createFileRoute('/v1/project/lastworks/$id')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload, user }) => {
        const query = new URL(request.url).searchParams
        return toWireReportsPage(await listReports(payload, { user, projectId: params.id, query: { p: query.get('p'), div: query.get('div') } }))
      }),
    },
  },
})
