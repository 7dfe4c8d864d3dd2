import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { payloadClient } from '@/server/payload.server'
import { currentUser } from '@/server/auth/current-user.server'
import { formResult } from '@/server/accounts/form-result.server'
import { bookAppointment, cancelAppointment, projectBooking } from '@/server/booking/booking.server'

/** The booking page's calls, for the signed-in customer (the same services as /v1/project/rdv). */

const id = z.string().regex(/^\d+$/)

export const getBooking = createServerFn({ method: 'GET' })
  .validator(z.object({ projectId: id }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => projectBooking(payload, { user: await currentUser(payload, getRequest()), projectId: data.projectId }))
  })

export const bookSlot = createServerFn({ method: 'POST' })
  .validator(z.object({ projectId: id, agentId: id, start: z.string().max(40) }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => bookAppointment(payload, { user: await currentUser(payload, getRequest()), ...data }))
  })

export const cancelBooking = createServerFn({ method: 'POST' })
  .validator(z.object({ appointmentId: id }))
  .handler(async ({ data }) => {
    const payload = await payloadClient()
    return formResult(payload, async () => cancelAppointment(payload, { user: await currentUser(payload, getRequest()), appointmentId: data.appointmentId }))
  })
