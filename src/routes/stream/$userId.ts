import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { openUserStream } from '@/server/live/stream.server'

/** The signed-in user's live events, as server-sent events (design/api.md). */
export const Route = createFileRoute('/stream/$userId')({
  server: {
    handlers: {
      GET: v1(({ payload, user, params, request }) => Promise.resolve(openUserStream({ payload, user, userId: params.userId, request }))),
    },
  },
})
