import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '../http/request-context.ts'
import { parseDocId } from '../../platform/payload-id.server.ts'
import { questionnairePageData, questionnairePreviewData } from './page-data.server.ts'

/** The questionnaire screen's data (see page-data.server.ts), for the route loaders. */
export const fetchQuestionnairePage = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string().max(40).nullable(), previewQuizId: z.string().max(40).nullable().default(null) }))
  .handler(({ data, context: { payload, user, requester } }) => {
    if (data.previewQuizId !== null) return questionnairePreviewData(payload, user, parseDocId(payload, data.previewQuizId))
    return questionnairePageData(payload, requester, data.projectId === null ? null : parseDocId(payload, data.projectId))
  })
