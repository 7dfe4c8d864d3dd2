import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { chooseTransfer, startCheckout } from '@/server/payments/payments.server'

/** The project screen's payment buttons (the same services as /v1/project/payment). */

const input = z.object({ projectId: z.number().int().positive() })

export const payByTransfer = createServerFn({ method: 'POST' })
  .validator(input)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => chooseTransfer(payload, { projectId: data.projectId, user: await currentUser(payload, getRequest()) }))
  })

export const payByCard = createServerFn({ method: 'POST' })
  .validator(input)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => startCheckout(payload, { projectId: data.projectId, user: await currentUser(payload, getRequest()) }))
  })
