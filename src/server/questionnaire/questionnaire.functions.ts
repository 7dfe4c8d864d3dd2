import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { requestContext } from '../http/request-context.ts'
import { startedQuestionnaire } from './started-questionnaire.server.ts'
import { formResult } from '../accounts/form-result.server.ts'
import { parseDocId } from '../../platform/payload-id.server.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { withVisitorKey } from '../projects/visitor-key.server.ts'
import { createProject } from '../projects/create-project.server.ts'
import { saveAnswer } from './answers.server.ts'
import { addressSuggestions, communeSuggestions } from './suggestions.server.ts'
import type { AddressSuggestions, SavedAnswerSummary, Suggestion } from './questionnaire.types.ts'

/**
 * The questionnaire's calls from the site (the same services as /v1/project/quizz/create/response,
 * /v1/project/create, /v1/project/address/search and /v1/project/communes), answering the internal model.
 * NOTE: the validators check the shape only; the engine validates the answer and says why in French.
 */

const answerSchema = z.object({
  projectId: z.string().max(40).nullable(),
  questionId: z.string().min(1).max(40),
  value: z.string().max(1_000_000),
  identity: z.object({ firstName: z.string().max(200), lastName: z.string().max(200), acceptsTerms: z.boolean() }).optional(),
})

const searchSchema = z.object({ query: z.string().max(200) })

/**
 * One answer from a slide, saved at once. The first answer creates the project; a visitor then receives
 * the visitor key cookie with it.
 */
export const saveQuestionnaireAnswer = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(answerSchema)
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, async (): Promise<SavedAnswerSummary> => {
      const projectId = data.projectId === null ? null : parseDocId(payload, data.projectId)
      const started = projectId === null ? withVisitorKey(requester) : { requester, setCookie: null }
      const saved = await saveAnswer(payload, { ...data, projectId, requester: started.requester })
      if (started.setCookie) setResponseHeader('Set-Cookie', started.setCookie)
      return { projectId: toDocId(saved.project.id) }
    }),
  )

/** A project before any answer (an upload on the first slide needs one to attach its images to). */
export const startQuestionnaireProject = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .handler(({ context: { payload, requester } }) =>
    formResult(payload, async (): Promise<SavedAnswerSummary> => {
      const started = withVisitorKey(requester)
      const { project } = await createProject(payload, { requester: started.requester })
      if (started.setCookie) setResponseHeader('Set-Cookie', started.setCookie)
      return { projectId: toDocId(project.id) }
    }),
  )

export const searchAddressSuggestions = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(searchSchema)
  .handler(({ data, context: { payload } }) => formResult(payload, (): Promise<AddressSuggestions> => addressSuggestions(payload, data.query)))

export const searchCommuneSuggestions = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(searchSchema)
  .handler(({ data, context: { payload } }) => formResult(payload, async (): Promise<Suggestion[]> => communeSuggestions(data.query)))

/** The questionnaire this browser's visitor or this customer left unfinished (its project id), or null: the home page resumes it. */
export const getStartedQuestionnaire = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .handler(({ context: { payload, requester } }) => startedQuestionnaire(payload, requester))
