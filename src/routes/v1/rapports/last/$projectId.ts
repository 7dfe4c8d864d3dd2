import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { lastReport } from '@/server/reports/reports.server'

/** GET /v1/rapports/last/{projectId}: the project's latest report, or null. */
export const Route = createFileRoute('/v1/rapports/last/$projectId')({
  server: { handlers: { GET: v1(({ params, payload, user }) => lastReport(payload, { user, projectId: params.projectId })) } },
})
