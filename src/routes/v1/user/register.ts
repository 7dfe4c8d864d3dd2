import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { readBody } from '@/server/v1/read-input.server'
import { USER_FIELDS_LIMIT, registerFromWire } from '@/server/v1/serializers/user'
import { parseInput } from '@/domain/parse-input'
import { clientIp } from '@/platform/rate-limit/limiter.server'
import { register } from '@/server/accounts/accounts.server'
import { ACCOUNT_COPY } from '@/domain/accounts/messages'

/**
 * POST /v1/user/register?questionnaire=1|0 (form data or JSON). The spec reads s, token, user and error
 * at the top level. NOTE: token and user stay null, for a new address as for a known one: the answer
 * must not tell whether the address has an account, and a session comes only once the address is
 * proven (the activation link, or the questionnaire's emailed code: POST /v1/project/email/confirm/{id}).
 */
export const Route = createFileRoute('/v1/user/register')({
  server: {
    handlers: {
      POST: v1(async ({ payload, request }) => {
        const { fields } = await readBody(request, USER_FIELDS_LIMIT)
        const questionnaire = new URL(request.url).searchParams.get('questionnaire')
        const input = parseInput(registerFromWire, questionnaire === null ? fields : { ...fields, questionnaire })
        await register(payload, input, { ip: clientIp(request) })
        return Response.json({ s: 1, payload: { message: ACCOUNT_COPY.registered }, token: null, user: null, error: null })
      }),
    },
  },
})
