import { createFileRoute } from '@tanstack/react-router'
import { v1 } from '@/server/v1/handler.server'
import { toWireActivation } from '@/server/v1/serializers/user'
import { activateFromLink } from '@/server/accounts/accounts.server'
import { InvalidInputError } from '@/domain/errors'
import { LINK_IN_QUERY_MESSAGE } from '@/domain/accounts/errors'

const ACTIVATION_PASSWORD_IN_URL =
  'Le mot de passe ne s’envoie jamais dans l’adresse : activez le compte, puis choisissez le mot de passe avec POST /v1/user/reset/pass/{password_token}.'

/** The bearer token of a request (Authorization: Bearer x, JWT x, or the bare token). */
function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization')?.trim()
  return header ? header.replace(/^(Bearer|JWT) /, '') : undefined
}

/**
 * GET /v1/user/activate with the link's token as the Authorization token (design/api.md: a GET that
 * changes state reads that header only). A password or a token in the query string is refused, never read: the
 * answer's password_token chooses it through POST /v1/user/reset/pass/{token}.
 */
export const Route = createFileRoute('/v1/user/activate')({
  server: {
    handlers: {
      GET: v1(async ({ payload, request }) => {
        const query = new URL(request.url).searchParams
        if (query.has('user_password')) throw new InvalidInputError(ACTIVATION_PASSWORD_IN_URL)
        // An older email's link put the token in the query string, where logs and proxies keep it: refused, never read.
        if (query.has('token')) throw new InvalidInputError(LINK_IN_QUERY_MESSAGE)
        return toWireActivation(await activateFromLink(payload, bearerToken(request)))
      }),
    },
  },
})
