import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { listStyles, listZones, oneStyle } from '@/server/catalogue/catalogue.server'
import { validateProjectStyle } from '@/server/catalogue/style-choice.server'
import { toWireProject } from '@/server/v1/serializers/project'

/** The choice-of-style screen's calls, for the signed-in customer (the same services as /v1). */

const pageInput = z.object({ p: z.number().int().min(1).default(1) })

export const getZones = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return listZones(payload, await currentUser(payload, getRequest()), { p: String(data.p) })
  })

export const getStyles = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ zone: z.string().regex(/^\d+$/).optional(), custom: z.boolean().default(false) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return listStyles(payload, await currentUser(payload, getRequest()), { p: String(data.p), zone: data.zone ?? null, custom: data.custom ? '1' : null })
  })

export const getStyle = createServerFn({ method: 'GET' })
  .validator(z.object({ id: z.string().regex(/^\d+$/) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return oneStyle(payload, await currentUser(payload, getRequest()), data.id)
  })

export const validateStyle = createServerFn({ method: 'POST' })
  .validator(z.object({ projectId: z.string(), styleId: z.string() }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => {
      const project = await validateProjectStyle(payload, { user: await currentUser(payload, getRequest()), ...data })
      return toWireProject(project)
    })
  })
