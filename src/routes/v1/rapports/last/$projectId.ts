import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { lastReport } from '@/server/reports/reports.server'
import { toWireReport } from '@/server/v1/serializers/report'

/** GET /v1/rapports/last/{projectId}: the project's latest report, or null. */
export const Route = createFileRoute('/v1/rapports/last/$projectId')({
  server: {
    handlers: {
      GET: v1(async ({ params, payload, user }) => {
        const report = await lastReport(payload, { user, projectId: params.projectId })
        return report ? toWireReport(report) : null
      }),
    },
  },
})
