import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { cancelAppointment } from '@/server/booking/booking.server'
import { toWireAppointment } from '@/server/v1/serializers/booking'

/** POST /v1/project/rdv/cancel/{appointmentId}: cancels an upcoming appointment; its slot is free again. */
export const Route = createFileRoute('/v1/project/rdv/cancel/$appointmentId')({
  server: { handlers: { POST: v1(async ({ params, payload, user }) => toWireAppointment(await cancelAppointment(payload, { user, appointmentId: params.appointmentId }))) } },
})
