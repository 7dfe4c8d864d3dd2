import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { legalTexts } from '@/server/legal/legal.server'

export const Route = createFileRoute('/v1/params/all')({
  server: { handlers: { GET: v1(({ payload }) => legalTexts(payload)) } },
})
