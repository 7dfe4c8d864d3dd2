import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { listStyles, listZones, oneStyle } from '@/server/catalogue/catalogue.server'
import { validateProjectStyle } from '@/server/catalogue/style-choice.server'
import { docIdInput } from '@/domain/ids'

/** The choice-of-style screen's calls, for the signed-in customer (the same services as /v1). */

const pageInput = z.object({ p: z.number().int().min(1).default(1) })

export const getZones = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(pageInput)
  .handler(({ data, context: { payload, user } }) => listZones(payload, user, { p: String(data.p) }))

export const getStyles = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(pageInput.extend({ zone: docIdInput().optional(), custom: z.boolean().default(false) }))
  .handler(({ data, context: { payload, user } }) => listStyles(payload, user, { p: String(data.p), zone: data.zone ?? null, custom: data.custom ? '1' : null }))

export const getStyle = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ id: docIdInput() }))
  .handler(({ data, context: { payload, user } }) => oneStyle(payload, user, data.id))

export const validateStyle = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ projectId: z.string(), styleId: z.string() }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => validateProjectStyle(payload, { user, ...data })))
