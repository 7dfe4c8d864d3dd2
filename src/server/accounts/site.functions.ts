import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { clientAddress, requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { CONTACT_SENT, sendContactMessage } from '@/server/accounts/contact.server'
import { legalText } from '@/server/legal/legal.server'
import { LEGAL_TEXT_KEYS } from '@/domain/legal'

/** One legal text as HTML, for its page (/cgu, /cgv, /mentions-legales, /confidentialite). */
export const getLegalText = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.enum(LEGAL_TEXT_KEYS))
  .handler(({ data, context: { payload } }) => legalText(payload, data))

/** The contact page: stores the message and emails the team. */
export const sendContact = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.record(z.string(), z.unknown()))
  .handler(({ data, context: { payload, user, requester } }) =>
    formResult(payload, async () => {
      await sendContactMessage(payload, data, { ip: clientAddress(requester), sender: user })
      return CONTACT_SENT
    }),
  )
