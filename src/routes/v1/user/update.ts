import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { v1User } from '@/server/accounts/v1-user.server'

export const Route = createFileRoute('/v1/user/update')({
  server: { handlers: { POST: v1(({ payload, request, user }) => v1User.update(payload, request, user)) } },
})
