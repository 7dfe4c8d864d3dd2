import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

/** The questionnaire screen's data (see page-data.server.ts), for the route loaders. */
export const fetchQuestionnairePage = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: z.number().int().positive().nullable(), previewQuizId: z.number().int().positive().nullable().default(null) }))
  .handler(async ({ data }) => {
    const [{ payloadClient }, { currentUser }, { requesterOf }, { questionnairePageData, questionnairePreviewData }] = await Promise.all([
      import('../payload.server.ts'),
      import('../auth/current-user.server.ts'),
      import('./requests.server.ts'),
      import('./page-data.server.ts'),
    ])
    const request = getRequest()
    const payload = await payloadClient()
    const user = await currentUser(payload, request)
    if (data.previewQuizId !== null) return questionnairePreviewData(payload, user, data.previewQuizId)
    return questionnairePageData(payload, requesterOf(request, user), data.projectId)
  })
