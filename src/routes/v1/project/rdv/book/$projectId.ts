import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { bookAppointment } from '@/server/booking/booking.server'
import { toWireAppointment } from '@/server/v1/serializers/booking'
import { readBody } from '@/server/v1/read-input.server'
import { UPLOAD_BODY_LIMIT } from '@/server/http/body-limits'
import { ok } from '@/server/v1/envelope'

/** POST /v1/project/rdv/book/{projectId} (agent_id, start, format): books a free slot, or moves the project's appointment there. */
export const Route = createFileRoute('/v1/project/rdv/book/$projectId')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const { fields } = await readBody(request, UPLOAD_BODY_LIMIT)
        return ok(
          toWireAppointment(
            await bookAppointment(payload, {
              user,
              projectId: params.projectId,
              agentId: fields.agent_id,
              start: fields.start,
              format: fields.format,
            }),
          ),
          { status: 201 },
        )
      }),
    },
  },
})
