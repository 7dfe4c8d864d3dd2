import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { bookAppointment } from '@/server/booking/booking.server'
import { readBody } from '@/server/questionnaire/requests.server'
import { ok } from '@/server/v1/envelope'

/** POST /v1/project/rdv/book/{projectId} (agent_id, start): books a free slot, or moves the project's appointment there. */
export const Route = createFileRoute('/v1/project/rdv/book/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { fields } = await readBody(request)
        return ok(await bookAppointment(payload, { user, projectId: params.projectId, agentId: fields.agent_id, start: fields.start }), { status: 201 })
      }),
    },
  },
})
