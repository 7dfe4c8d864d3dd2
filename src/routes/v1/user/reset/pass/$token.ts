import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { readInput } from '@/server/v1/read-input.server'
import { USER_FIELDS_LIMIT, passwordFromWire, toWireSignedIn } from '@/server/v1/serializers/user'
import { setPasswordFromLink } from '@/server/accounts/accounts.server'

export const Route = createFileRoute('/v1/user/reset/pass/$token')({
  server: {
    handlers: {
      POST: v1(async ({ payload, request, params }) => {
        const { input } = await readInput(request, passwordFromWire, USER_FIELDS_LIMIT)
        return Response.json(toWireSignedIn(await setPasswordFromLink(payload, { token: params.token, password: input.password })))
      }),
    },
  },
})
