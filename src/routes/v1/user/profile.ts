import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireUser } from '@/server/v1/serializers/user'
import { requireSignedIn } from '@/server/auth/current-user.server'
import { loadAccount } from '@/server/accounts/accounts.server'

export const Route = createFileRoute('/v1/user/profile')({
  server: { handlers: { GET: v1(async ({ payload, user }) => toWireUser(await loadAccount(payload, requireSignedIn(user).id))) } },
})
