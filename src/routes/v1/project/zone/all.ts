import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireZone } from '@/server/v1/serializers/catalogue'
import { listZones } from '@/server/catalogue/catalogue.server'

/** GET /v1/project/zone/all?p&div: the ambiances (5 a page). */
export const Route = createFileRoute('/v1/project/zone/all')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload, user }) => {
        const query = new URL(request.url).searchParams
        const page = await listZones(payload, user, { p: query.get('p'), div: query.get('div') })
        return { ...page, data: page.data.map(toWireZone) }
      }),
    },
  },
})
