import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { clientIp } from '@/server/rate-limit/limiter.server'
import { formResult } from '@/server/accounts/form-result.server'
import { CONTACT_SENT, sendContactMessage } from '@/server/accounts/contact.server'
import { legalTexts } from '@/server/legal/legal.server'

/** The CGU and CGV as HTML, for /cgu and /cgv. */
export const getLegalTexts = createServerFn({ method: 'GET' }).handler(async () => legalTexts(await payloadClient()))

/** The contact page: stores the message and emails the team. */
export const sendContact = createServerFn({ method: 'POST' })
  .validator(z.record(z.string(), z.unknown()))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const request = getRequest()
      await sendContactMessage(payload, data, { ip: clientIp(request), sender: await currentUser(payload, request) })
      return CONTACT_SENT
    })
  })
