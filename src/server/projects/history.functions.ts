import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

/** The project's status history for its owner (or staff), newest first: the timeline on the project screen. */
export const fetchProjectHistory = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: z.number().int().positive() }))
  .handler(async ({ data }) => {
    const [{ payloadClient }, { requireUser }, { listProjectHistory }] = await Promise.all([
      import('../payload.server.ts'),
      import('../auth/current-user.server.ts'),
      import('./history.server.ts'),
    ])
    const payload = await payloadClient()
    const user = await requireUser(payload, getRequest())
    return listProjectHistory(payload, user, data.projectId)
  })
