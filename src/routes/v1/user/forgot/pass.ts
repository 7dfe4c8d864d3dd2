import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { readInput } from '@/server/v1/read-input.server'
import { USER_FIELDS_LIMIT, forgotFromWire } from '@/server/v1/serializers/user'
import { clientIp } from '@/platform/rate-limit/limiter.server'
import { ACCOUNT_COPY } from '@/domain/accounts/messages'
import { forgotPassword } from '../../../../../collections/Users/forgot-password.server'

export const Route = createFileRoute('/v1/user/forgot/pass')({
  server: {
    handlers: {
      POST: v1(async ({ payload, request }) => {
        const { input } = await readInput(request, forgotFromWire, USER_FIELDS_LIMIT)
        await forgotPassword(payload, input, { ip: clientIp(request) })
        return { message: ACCOUNT_COPY.forgotSent }
      }),
    },
  },
})
