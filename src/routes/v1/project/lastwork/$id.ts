import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { lastReport } from '@/server/reports/reports.server'
import { toWireReport } from '@/server/v1/serializers/report'

/**
 * GET /v1/project/lastwork/{id}: the project's latest works report ('Dernier rapport'), or null; the
 * project's owner or staff only (the same answer as GET /v1/rapports/last/{projectId}).
 */
export const Route = createFileRoute('/v1/project/lastwork/$id')({
  server: {
    handlers: {
      GET: v1(async ({ params, payload, user }) => {
        const report = await lastReport(payload, { user, projectId: params.id })
        return report ? toWireReport(report) : null
      }),
    },
  },
})
