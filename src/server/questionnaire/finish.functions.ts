import { createServerFn } from '@tanstack/react-start'
import { getRequest, setResponseHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import type { FormResult } from '../accounts/form-result.server.ts'

// NOTE: the validators only check the shape; the French rules (password, code) live in the domain, so that
// a refused step comes back as a result with its message rather than as a thrown error.
const projectStep = z.object({ projectId: z.number().int().positive(), password: z.string().max(200).nullable() })

/** What the closing slide needs: what happened, its French message, and the indicative budget (euro cents). */
export type FinishStep = {
  outcome: 'finished' | 'codeSent' | 'attachedToExistingAccount'
  message: string | null
  budget: { low: number; high: number } | null
}

/** Runs a finish step as /v1 does and sets its cookies on the server function's response. */
async function runStep(step: (modules: { payload: import('payload').Payload; request: Request }) => Promise<import('./finish-route.server.ts').FinishAnswer>): Promise<FormResult<FinishStep>> {
  const [{ payloadClient }, { formResult }] = await Promise.all([import('../payload.server.ts'), import('../accounts/form-result.server.ts')])
  const payload = await payloadClient()
  return formResult(payload, async () => {
    const answer = await step({ payload, request: getRequest() })
    if (answer.cookies.length > 0) setResponseHeader('Set-Cookie', answer.cookies)
    const { budgetLow, budgetHigh } = answer.project
    const message = typeof answer.body.message === 'string' ? answer.body.message : null
    return { outcome: answer.outcome, message, budget: typeof budgetLow === 'number' && typeof budgetHigh === 'number' ? { low: budgetLow, high: budgetHigh } : null }
  })
}

/** 'Terminer' on the site (POST, never a GET a link could trigger): see finishAnswer. */
export const finishQuestionnaireStep = createServerFn({ method: 'POST' })
  .validator(projectStep)
  .handler(({ data }) =>
    runStep(async ({ payload, request }) => {
      const [{ currentUser }, { requesterOf }, { finishAnswer }] = await Promise.all([
        import('../auth/current-user.server.ts'),
        import('./requests.server.ts'),
        import('./finish-route.server.ts'),
      ])
      const requester = requesterOf(request, await currentUser(payload, request))
      return finishAnswer(payload, { requester, projectId: data.projectId, ...(data.password ? { password: data.password } : {}) })
    }),
  )

/** The code step on the site: see confirmEmailAnswer. */
export const confirmQuestionnaireEmail = createServerFn({ method: 'POST' })
  .validator(projectStep.extend({ code: z.string().max(20) }))
  .handler(({ data }) =>
    runStep(async ({ payload, request }) => {
      const [{ currentUser }, { requesterOf }, { confirmEmailAnswer }] = await Promise.all([
        import('../auth/current-user.server.ts'),
        import('./requests.server.ts'),
        import('./finish-route.server.ts'),
      ])
      const requester = requesterOf(request, await currentUser(payload, request))
      return confirmEmailAnswer(payload, { requester, projectId: data.projectId, code: data.code, ...(data.password ? { password: data.password } : {}) })
    }),
  )
