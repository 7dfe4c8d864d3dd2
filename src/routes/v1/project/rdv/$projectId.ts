import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { projectBooking } from '@/server/booking/booking.server'
import { toWireProjectBooking } from '@/server/v1/serializers/booking'

/** GET /v1/project/rdv/{projectId}: the project's upcoming appointment and the free slots, in Paris time. */
export const Route = createFileRoute('/v1/project/rdv/$projectId')({
  server: { handlers: { GET: v1(async ({ params, payload, user }) => toWireProjectBooking(await projectBooking(payload, { user, projectId: params.projectId }))) } },
})
