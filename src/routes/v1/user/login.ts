import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { readInput } from '@/server/v1/read-input.server'
import { USER_FIELDS_LIMIT, loginFromWire, toWireSignedIn } from '@/server/v1/serializers/user'
import { clientIp } from '@/platform/rate-limit/limiter.server'
import { login } from '@/server/accounts/accounts.server'

export const Route = createFileRoute('/v1/user/login')({
  server: {
    handlers: {
      POST: v1(async ({ payload, request }) => {
        const { input } = await readInput(request, loginFromWire, USER_FIELDS_LIMIT)
        return Response.json(toWireSignedIn(await login(payload, input, { ip: clientIp(request) })))
      }),
    },
  },
})
