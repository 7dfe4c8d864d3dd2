import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { requestContext } from '../http/request-context.ts'
import { formResult } from '../accounts/form-result.server.ts'
import { parseDocId } from '../../platform/payload-id.server.ts'
import { confirmEmailAnswer, finishAnswer, type FinishAnswer } from './finish-route.server.ts'
import type { FinishStep } from './questionnaire.types.ts'

// NOTE: the validators only check the shape; the French rules (password, code) live in the domain, so that
// a refused step comes back as a result with its message rather than as a thrown error.
const projectStep = z.object({ projectId: z.string().max(40), password: z.string().max(200).nullable() })

/** A finish step's answer as the closing slide reads it; its cookies go on the server function's response. */
function toFinishStep(answer: FinishAnswer): FinishStep {
  if (answer.cookies.length > 0) setResponseHeader('Set-Cookie', answer.cookies)
  const { budgetLow, budgetHigh } = answer.project
  const message = typeof answer.body.message === 'string' ? answer.body.message : null
  return { outcome: answer.outcome, channel: answer.channel, message, budget: typeof budgetLow === 'number' && typeof budgetHigh === 'number' ? { low: budgetLow, high: budgetHigh } : null }
}

/** 'Terminer' on the site (POST, never a GET a link could trigger): see finishAnswer. */
export const finishQuestionnaireStep = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(projectStep)
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, async () =>
      toFinishStep(
        await finishAnswer(payload, { requester, projectId: parseDocId(payload, data.projectId), isPasswordDeferred: true, ...(data.password ? { password: data.password } : {}) }),
      ),
    ),
  )

/** The code step on the site: see confirmEmailAnswer. */
export const confirmQuestionnaireEmail = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(projectStep.extend({ code: z.string().max(20) }))
  .handler(({ data, context: { payload, requester } }) =>
    formResult(payload, async () =>
      toFinishStep(
        await confirmEmailAnswer(payload, {
          requester,
          projectId: parseDocId(payload, data.projectId),
          code: data.code,
          isPasswordDeferred: true,
          ...(data.password ? { password: data.password } : {}),
        }),
      ),
    ),
  )
