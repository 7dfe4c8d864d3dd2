import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { listStyles } from '@/server/catalogue/catalogue.server'

/** GET /v1/project/style/all?p&div&custom&zone: catalogue styles (of an ambiance), or with custom=1 the customer's own. */
export const Route = createFileRoute('/v1/project/style/all')({
  server: {
    handlers: {
      GET: v1(({ request, payload, user }) => {
        const query = new URL(request.url).searchParams
        return listStyles(payload, user, { p: query.get('p'), div: query.get('div'), custom: query.get('custom'), zone: query.get('zone') })
      }),
    },
  },
})
