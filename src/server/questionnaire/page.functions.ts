import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

/** The questionnaire screen's data (see page-data.server.ts), for the route loaders. */
export const fetchQuestionnairePage = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: z.number().int().positive().nullable() }))
  .handler(async ({ data }) => {
    const [{ payloadClient }, { currentUser }, { requesterOf }, { questionnairePageData }] = await Promise.all([
      import('../payload.server.ts'),
      import('../auth/current-user.server.ts'),
      import('./requests.server.ts'),
      import('./page-data.server.ts'),
    ])
    const request = getRequest()
    const payload = await payloadClient()
    const user = await currentUser(payload, request)
    return questionnairePageData(payload, requesterOf(request, user), data.projectId)
  })
