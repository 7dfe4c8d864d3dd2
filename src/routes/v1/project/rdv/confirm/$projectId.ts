import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { confirmAppointment } from '@/server/booking/booking.server'
import { toWireAppointment } from '@/server/v1/serializers/booking'

/** POST /v1/project/rdv/confirm/{projectId}: « Terminer », confirms the booked appointment (the project moves from 3 to 4). */
export const Route = createFileRoute('/v1/project/rdv/confirm/$projectId')({
  server: { handlers: { POST: v1(async ({ params, payload, user }) => toWireAppointment(await confirmAppointment(payload, { user, projectId: params.projectId }))) } },
})
