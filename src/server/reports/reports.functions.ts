import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { listReports } from '@/server/reports/reports.server'

/** The works follow-up screen's reports (the same service as /v1/rapports/all). */
export const getReports = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: z.string(), p: z.number().int().min(1).default(1), word: z.string().max(100).default('') }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () =>
      listReports(payload, { user: await currentUser(payload, getRequest()), projectId: data.projectId, query: { p: String(data.p), word: data.word } }),
    )
  })
