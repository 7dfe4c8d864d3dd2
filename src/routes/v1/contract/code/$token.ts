import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { sendSigningCode } from '@/server/signature/signature.server'
import { toWireCodeSent } from '@/server/v1/serializers/signing-session'

/** POST /v1/contract/code/$token: emails the signer a one-time code. */
export const Route = createFileRoute('/v1/contract/code/$token')({
  server: { handlers: { POST: v1(async ({ params, payload, user }) => toWireCodeSent(await sendSigningCode(payload, { token: params.token ?? '', user }))) } },
})
