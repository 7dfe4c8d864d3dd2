import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { signingSession } from '@/server/signature/signature.server'
import { toWireSigningSession } from '@/server/v1/serializers/signing-session'

/** GET /v1/contract/$token: the signature a signing link opens (document, hash, signer, state). */
export const Route = createFileRoute('/v1/contract/$token')({
  server: { handlers: { GET: v1(async ({ params, payload, user }) => toWireSigningSession(await signingSession(payload, { token: params.token ?? '', user }))) } },
})
