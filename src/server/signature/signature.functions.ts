import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { clientAddress, requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { parseDocId } from '@/platform/payload-id.server'
import { PROJECT_ID_MESSAGE } from '@/server/projects/project-access.server'
import { openSigning, sendSigningCode, signContract, signingSession } from '@/server/signature/signature.server'

/** The signing page's calls and the project screen's 'Signer mon contrat' (the same services as /v1). */

const token = z.string().max(120)

export const openContractSigning = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string().max(40) }))
  .handler(({ data, context: { payload, user } }) =>
    formResult(payload, async () => openSigning(payload, { projectId: parseDocId(payload, data.projectId, PROJECT_ID_MESSAGE), user })),
  )

export const getSigningSession = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ token }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => signingSession(payload, { token: data.token, user })))

export const sendContractCode = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ token }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => sendSigningCode(payload, { token: data.token, user })))

export const signMyContract = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  // NOTE: the form's fields are checked by the service with the shared schema (signContractSchema).
  .validator(z.object({ token, form: z.record(z.string(), z.unknown()) }))
  .handler(({ data, context: { payload, user, requester, userAgent } }) =>
    formResult(payload, () => signContract(payload, { token: data.token, user, body: data.form, ip: clientAddress(requester), userAgent })),
  )
