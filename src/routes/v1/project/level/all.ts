import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireLevel } from '@/server/v1/serializers/catalogue'
import { listLevels } from '@/server/catalogue/catalogue.server'

/** GET /v1/project/level/all: the renovation levels of the rooms question. */
export const Route = createFileRoute('/v1/project/level/all')({
  server: {
    handlers: {
      GET: v1(async ({ payload, user }) => {
        const { data } = await listLevels(payload, user)
        return { data: data.map(toWireLevel) }
      }),
    },
  },
})
