import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { signContract } from '@/server/signature/signature.server'
import { toWireSignedContract } from '@/server/v1/serializers/signing-session'
import { clientIp } from '@/platform/rate-limit/limiter.server'
import { parseJsonBody } from '@/platform/http/json-body'

/** POST /v1/contract/sign/$token (JSON: code, signerName, method, signature, accept): signs the contract. */
export const Route = createFileRoute('/v1/contract/sign/$token')({
  server: {
    handlers: {
      POST: v1(async ({ request, params, payload, user }) => {
        const body = parseJsonBody(await request.text())
        return toWireSignedContract(await signContract(payload, { token: params.token ?? '', user, body, ip: clientIp(request), userAgent: request.headers.get('user-agent') ?? '' }))
      }),
    },
  },
})
