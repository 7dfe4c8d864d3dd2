import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { listReports } from '@/server/reports/reports.server'

/** The works follow-up screen's reports (the same service as /v1/rapports/all). */
export const getReports = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string(), p: z.number().int().min(1).default(1), word: z.string().max(100).default('') }))
  .handler(({ data, context: { payload, user } }) =>
    formResult(payload, () => listReports(payload, { user, projectId: data.projectId, query: { p: String(data.p), word: data.word } })),
  )
