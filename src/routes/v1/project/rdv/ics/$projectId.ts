import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { appointmentCalendarFile } from '@/server/booking/calendar-file.server'

/** GET /v1/project/rdv/ics/{projectId}: the calendar file of the project's confirmed appointment (owner and staff; 404 otherwise). */
export const Route = createFileRoute('/v1/project/rdv/ics/$projectId')({
  server: {
    handlers: {
      GET: v1(async ({ params, payload, user }) => {
        const file = await appointmentCalendarFile(payload, { user, projectId: params.projectId })
        return new Response(file.content, {
          headers: {
            'Content-Type': 'text/calendar; charset=utf-8',
            'Content-Disposition': `attachment; filename="${file.fileName}"`,
            'Cache-Control': 'private, no-store',
          },
        })
      }),
    },
  },
})
