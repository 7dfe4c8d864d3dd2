import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { parseDocId } from '@/platform/payload-id.server'
import { PROJECT_ID_MESSAGE } from '@/server/projects/project-access.server'
import { chooseTransfer, startCheckout } from '@/server/payments/payments.server'

/** The project screen's payment buttons (the same services as /v1/project/payment). */

const input = z.object({ projectId: z.string().max(40) })

export const payByTransfer = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(input)
  .handler(({ data, context: { payload, user } }) => formResult(payload, async () => chooseTransfer(payload, { projectId: parseDocId(payload, data.projectId, PROJECT_ID_MESSAGE), user })))

export const payByCard = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(input)
  .handler(({ data, context: { payload, user } }) => formResult(payload, async () => startCheckout(payload, { projectId: parseDocId(payload, data.projectId, PROJECT_ID_MESSAGE), user })))
