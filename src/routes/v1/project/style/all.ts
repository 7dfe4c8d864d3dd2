import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireStyle } from '@/server/v1/serializers/catalogue'
import { listStyles } from '@/server/catalogue/catalogue.server'

/** GET /v1/project/style/all?p&div&custom&zone: catalogue styles (of an ambiance), or with custom=1 the customer's own. */
export const Route = createFileRoute('/v1/project/style/all')({
  server: {
    handlers: {
      GET: v1(async ({ request, payload, user }) => {
        const query = new URL(request.url).searchParams
        const page = await listStyles(payload, user, { p: query.get('p'), div: query.get('div'), custom: query.get('custom'), zone: query.get('zone') })
        return { ...page, data: page.data.map(toWireStyle) }
      }),
    },
  },
})
