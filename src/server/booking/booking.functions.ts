import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { requestContext } from '@/server/http/request-context'
import { formResult } from '@/server/accounts/form-result.server'
import { bookAndConfirmAppointment, cancelAppointment, confirmAppointment, projectBooking } from '@/server/booking/booking.server'
import { APPOINTMENT_FORMATS } from '@/domain/booking'

/** The booking page's calls, for the signed-in customer (the same services as /v1/project/rdv). */

const id = z.string().max(40)

export const getBooking = createServerFn({ method: 'GET' })
  .middleware([requestContext])
  .validator(z.object({ projectId: id }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => projectBooking(payload, { user, projectId: data.projectId })))

/** Books the chosen slot and confirms it in one step (3 -> 4 on a first booking), or moves the appointment there. */
export const bookSlot = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ projectId: id, agentId: id, start: z.string().max(40), format: z.enum(APPOINTMENT_FORMATS) }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => bookAndConfirmAppointment(payload, { user, ...data })))

/** Confirms an appointment booked but not confirmed yet (through /v1, which books and confirms in two calls): 3 -> 4. */
export const confirmBooking = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ projectId: id }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => confirmAppointment(payload, { user, projectId: data.projectId })))

export const cancelBooking = createServerFn({ method: 'POST' })
  .middleware([requestContext])
  .validator(z.object({ appointmentId: id }))
  .handler(({ data, context: { payload, user } }) => formResult(payload, () => cancelAppointment(payload, { user, appointmentId: data.appointmentId })))
