import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireLinkCheck } from '@/server/v1/serializers/user'
import { checkLink } from '@/server/accounts/accounts.server'

export const Route = createFileRoute('/v1/user/recup/pass/$token')({
  server: { handlers: { GET: v1(async ({ payload, params }) => toWireLinkCheck(await checkLink(payload, params.token))) } },
})
