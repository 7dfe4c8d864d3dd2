import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { v1User } from '@/server/accounts/v1-user.server'

export const Route = createFileRoute('/v1/user/logout')({
  server: { handlers: { POST: v1(({ payload, user }) => v1User.logout(payload, user)) } },
})
