import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { projectBooking } from '@/server/booking/booking.server'

/** GET /v1/project/rdv/{projectId}: the project's upcoming appointment and the free slots, in Paris time. */
export const Route = createFileRoute('/v1/project/rdv/$projectId')({
  server: { handlers: { GET: v1(({ params, payload, user }) => projectBooking(payload, { user, projectId: params.projectId })) } },
})
