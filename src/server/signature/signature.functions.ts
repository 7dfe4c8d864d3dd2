import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { clientIp } from '@/server/rate-limit/limiter.server'
import { openSigning, sendSigningCode, signContract, signingSession } from '@/server/signature/signature.server'

/** The signing page's calls and the project screen's 'Signer mon contrat' (the same services as /v1). */

const token = z.string().max(120)

export const openContractSigning = createServerFn({ method: 'POST' })
  .validator(z.object({ projectId: z.number().int().positive() }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => openSigning(payload, { projectId: data.projectId, user: await currentUser(payload, getRequest()) }))
  })

export const getSigningSession = createServerFn({ method: 'GET' })
  .validator(z.object({ token }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => signingSession(payload, { token: data.token, user: await currentUser(payload, getRequest()) }))
  })

export const sendContractCode = createServerFn({ method: 'POST' })
  .validator(z.object({ token }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => sendSigningCode(payload, { token: data.token, user: await currentUser(payload, getRequest()) }))
  })

export const signMyContract = createServerFn({ method: 'POST' })
  // NOTE: the form's fields are checked by the service with the shared schema (signContractSchema).
  .validator(z.object({ token, form: z.record(z.string(), z.unknown()) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    const request = getRequest()
    return formResult(payload, async () =>
      signContract(payload, {
        token: data.token,
        user: await currentUser(payload, request),
        body: data.form,
        ip: clientIp(request),
        userAgent: request.headers.get('user-agent') ?? '',
      }),
    )
  })
