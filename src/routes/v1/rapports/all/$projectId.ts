import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listReports } from '@/server/reports/reports.server'
import { toWireReportsPage } from '@/server/v1/serializers/report'

/** GET /v1/rapports/all/{projectId}?p&div&word: the project's works follow-up reports (10 a page). */
export const Route = createFileRoute('/v1/rapports/all/$projectId')({
  server: {
    handlers: {
      GET: v1(async ({ request, params, payload, user }) => {
        const query = new URL(request.url).searchParams
        return toWireReportsPage(await listReports(payload, { user, projectId: params.projectId, query: { p: query.get('p'), div: query.get('div'), word: query.get('word') } }))
      }),
    },
  },
})
