import { createFileRoute } from '@tanstack/react-router'
import { toDocId } from '@/domain/ids'
import { v1, type V1Context } from '@/server/v1/handler.server'
import { ok } from '@/server/v1/envelope'
import { parseProjectId, requesterOf } from '@/server/projects/project-access.server'
import { readInput } from '@/server/v1/read-input.server'
import { confirmEmailAnswer } from '@/server/questionnaire/finish-route.server'
import { confirmEmailInputSchema, WIRE_INPUT } from '@/server/questionnaire/wire-input'

/**
 * POST /v1/project/email/confirm/{id} with `code` (received by email after 'Terminer') and `user_password`
 * (the one sent to 'Terminer'), as the visitor holding the project: proves the address. A new address gets
 * its account and is signed in (201, access_token); an address with an account gets the project (200,
 * account_exists: 1, not signed in).
 */
async function confirmEmail({ request, params, payload, user }: V1Context): Promise<Response> {
  const projectId = parseProjectId(payload, params.id)
  const { input: body } = await readInput(request, confirmEmailInputSchema, WIRE_INPUT)
  const answer = await confirmEmailAnswer(payload, { requester: requesterOf(request, user), projectId, code: body.code, password: body.user_password })
  const headers = new Headers()
  for (const cookie of answer.cookies) headers.append('Set-Cookie', cookie)
  return ok(answer.body, { status: answer.status, headers })
}

export const Route = createFileRoute('/v1/project/email/confirm/$id')({
  server: { handlers: { POST: v1(confirmEmail) } },
})
