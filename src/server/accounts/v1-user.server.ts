import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { InvalidInputError, UnauthenticatedError } from '../../domain/errors.ts'
import { toWireUser } from '../v1/serializers/user.ts'
import { clientIp } from '../rate-limit/limiter.server.ts'
import { flag, readBody, text } from './request-body.server.ts'
import * as accounts from './accounts.server.ts'

const ACTIVATION_PASSWORD_IN_URL =
  'Le mot de passe ne s’envoie jamais dans l’adresse : activez le compte, puis choisissez le mot de passe avec POST /v1/user/reset/pass/{password_token}.'

/** Login and set-password answers: the envelope, plus access_token and user at the top level (api.md). */
function signedInResponse({ token, user }: accounts.SignedIn): Response {
  const wire = { access_token: token, token_type: 'Bearer', user: toWireUser(user) }
  return Response.json({ s: 1, payload: wire, ...wire })
}

/** The bearer token of a request (Authorization: Bearer x, JWT x, or the bare token). */
function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization')?.trim()
  return header ? header.replace(/^(Bearer|JWT) /, '') : undefined
}

export function requireSignedIn(user: User | null): User {
  if (!user) throw new UnauthenticatedError()
  return user
}

export const v1User = {
  async login(payload: Payload, request: Request): Promise<Response> {
    const body = await readBody(request)
    const signedIn = await accounts.login(payload, { email: text(body, 'user_email') ?? '', password: text(body, 'user_password') ?? '' }, { ip: clientIp(request) })
    return signedInResponse(signedIn)
  },

  /** The spec reads s, token, user and error; the answer is the same whether or not the address was known. */
  async register(payload: Payload, request: Request): Promise<Response> {
    const body = await readBody(request)
    await accounts.register(
      payload,
      {
        email: text(body, 'user_email') ?? '',
        firstName: text(body, 'user_firstname') ?? '',
        lastName: text(body, 'user_lastname') ?? '',
        phone: text(body, 'user_phone') ?? '',
        acceptTerms: flag(text(body, 'accept_terms')) ?? false,
      },
      { ip: clientIp(request) },
    )
    return Response.json({ s: 1, payload: { message: accounts.ACCOUNT_COPY.registered }, token: null, user: null, error: null })
  },

  /**
   * GET /v1/user/activate with the link's token as the Authorization token (design/api.md: a GET that
   * changes state reads that header only). A password in the query string is refused, never read: the
   * answer's password_token chooses it through POST /v1/user/reset/pass/{token}.
   */
  async activate(payload: Payload, request: Request): Promise<Response> {
    if (new URL(request.url).searchParams.has('user_password')) throw new InvalidInputError(ACTIVATION_PASSWORD_IN_URL)
    const { email, passwordToken } = await accounts.activateFromLink(payload, bearerToken(request))
    return Response.json({ s: 1, payload: { user_email: email, user_visa: 1, password_token: passwordToken } })
  },

  async forgot(payload: Payload, request: Request): Promise<Response> {
    const body = await readBody(request)
    await accounts.forgotPassword(payload, { email: text(body, 'user_email') ?? '' }, { ip: clientIp(request) })
    return Response.json({ s: 1, payload: { message: accounts.ACCOUNT_COPY.forgotSent } })
  },

  async recup(payload: Payload, token: string | undefined): Promise<unknown> {
    const { email } = await accounts.checkLink(payload, token)
    return { valid: true, user_email: email }
  },

  async reset(payload: Payload, request: Request, token: string | undefined): Promise<Response> {
    const body = await readBody(request)
    return signedInResponse(await accounts.setPasswordFromLink(payload, { token, password: text(body, 'user_password') ?? '' }))
  },

  async profile(payload: Payload, user: User | null): Promise<unknown> {
    return toWireUser(await accounts.loadUser(payload, requireSignedIn(user).id))
  },

  /** POST /v1/user/update (form data): user_firstname, user_lastname, user_phone, user_sendnotif, user_img (a file). */
  async update(payload: Payload, request: Request, user: User | null): Promise<unknown> {
    const me = await accounts.loadUser(payload, requireSignedIn(user).id)
    const body = await readBody(request)
    let updated = await accounts.updateProfile(payload, me, {
      firstName: text(body, 'user_firstname') ?? me.firstName ?? '',
      lastName: text(body, 'user_lastname') ?? me.lastName ?? '',
      phone: text(body, 'user_phone') ?? me.phone ?? '',
      sendNotifications: flag(text(body, 'user_sendnotif')) ?? me.sendNotifications !== false,
    })
    const image = body.user_img
    if (image instanceof File) {
      updated = await accounts.setAvatar(payload, updated, { data: Buffer.from(await image.arrayBuffer()), mimetype: image.type, name: image.name, size: image.size })
    }
    return toWireUser(updated)
  },

  async logout(payload: Payload, user: User | null): Promise<unknown> {
    await accounts.logout(payload, requireSignedIn(user))
    return { message: 'Vous êtes déconnecté.' }
  },
}
