import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { strongPassword } from './support/fixtures.ts'
import { linkIn, linkToken, startSmtpCapture } from '../support/smtp-capture.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'

/**
 * Issue 18, 'Activation carries the password in the query string': GET /v1/user/activate carries the
 * link's one-time token (Authorization header only) and never a password; the password is chosen with
 * the token it answers, in a POST body. Over the real /v1 route handlers.
 */

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let accounts: typeof Accounts
type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
let activate: Handler
let reset: Handler

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  const handlers = (route: { options: { server?: { handlers?: unknown } } }) => route.options.server?.handlers as Record<string, Handler>
  activate = handlers((await import('../../src/routes/v1/user/activate.ts')).Route).GET!
  reset = handlers((await import('../../src/routes/v1/user/reset/pass/$token.ts')).Route).POST!
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

async function answer(response: Promise<Response>) {
  const awaited = await response
  return { status: awaited.status, body: (await awaited.json()) as any }
}

const activation = (query: string, headers: Record<string, string> = {}) =>
  answer(activate({ request: new Request(`http://maisonnee.test/v1/user/activate${query}`, { headers }), params: {} }))

/** A sign-up through the service, and the token of its activation link. */
async function signedUp(): Promise<{ email: string; token: string }> {
  const email = `inscrit-${randomBytes(5).toString('hex')}@exemple.fr`
  await accounts.register(payload, { email, firstName: 'Léa', lastName: 'Martin', acceptTerms: true }, { ip: `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}` })
  const mail = await smtp.waitForMail(email, /Activez votre compte/)
  return { email, token: linkToken(linkIn(mail, 'http://localhost')) }
}

const isActive = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]?.isActive

describe('activation carries the password in the query string', () => {
  it('refuses a password in the query string and reads the token from the Authorization header only', async () => {
    const { email, token } = await signedUp()
    const password = strongPassword()
    const withPassword = await activation(`?${new URLSearchParams({ user_password: password })}`, { Authorization: `Bearer ${token}` })
    expect(withPassword.status).toBe(400)
    expect(withPassword.body.error).toMatch(/^Le mot de passe ne s’envoie jamais dans l’adresse/)
    expect(await isActive(email)).toBe(false)
    await expect(accounts.login(payload, { email, password }, { ip: '10.9.9.9' })).rejects.toMatchObject({ status: 401 })

    expect((await activation(`?${new URLSearchParams({ token })}`)).status).toBe(400)
    expect(await isActive(email)).toBe(false)
  })

  it('activates with the one-time token, spends it, and the password is chosen in a POST body', async () => {
    const { email, token } = await signedUp()
    const activated = await activation('', { Authorization: `Bearer ${token}` })
    expect(activated).toMatchObject({ status: 200, body: { s: 1, payload: { user_email: email, user_visa: 1, password_token: expect.stringMatching(/^[a-f0-9]{40}$/) } } })
    expect(await isActive(email)).toBe(true)
    expect((await activation('', { Authorization: `Bearer ${token}` })).status).toBe(400)

    const password = strongPassword()
    const passwordToken = activated.body.payload.password_token as string
    const request = new Request(`http://maisonnee.test/v1/user/reset/pass/${passwordToken}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user_password: password }) })
    const chosen = await answer(reset({ request, params: { token: passwordToken } }))
    expect(chosen).toMatchObject({ status: 200, body: { s: 1, access_token: expect.any(String), user: { user_email: email } } })
    expect((await accounts.login(payload, { email, password }, { ip: '10.9.9.8' })).user.email).toBe(email)
  })
})

describe('issue 37: the emailed links carry their token in the fragment', () => {
  it('writes the activation, reset and email-change tokens in the fragment of the links, never in their query string', async () => {
    const email = `inscrit-${randomBytes(5).toString('hex')}@exemple.fr`
    await accounts.register(payload, { email, firstName: 'Léa', lastName: 'Martin', acceptTerms: true }, { ip: '10.9.9.6' })
    const activationLink = linkIn(await smtp.waitForMail(email, /Activez votre compte/), 'http://localhost')
    expect(new URL(activationLink)).toMatchObject({ pathname: '/account/confirm', search: '' })
    expect(linkToken(activationLink)).toMatch(/^[a-f0-9]{40}$/)

    const forgotten = await import('../../collections/Users/forgot-password.server.ts')
    await forgotten.forgotPassword(payload, { email }, { ip: '10.9.9.7' })
    const reset = linkIn(await smtp.waitForMail(email, /Réinitialisez votre mot de passe/), 'http://localhost')
    expect(new URL(reset)).toMatchObject({ pathname: '/reset/pass', search: '' })
    expect(linkToken(reset)).toMatch(/^[a-f0-9]{40}$/)

    const user = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    const address = `nouvelle-${randomBytes(5).toString('hex')}@exemple.fr`
    await accounts.requestEmailChange(payload, user, { email: address })
    const change = linkIn(await smtp.waitForMail(address, /Confirmez votre nouvelle adresse/), 'http://localhost')
    expect(new URL(change)).toMatchObject({ pathname: '/account/confirm', search: '' })
    expect(linkToken(change, 'email_token')).toMatch(/^[a-f0-9]{64}$/)
  })

  it('refuses an activation whose token comes in the query string with the French message of older links, and activates nothing', async () => {
    const { email, token } = await signedUp()
    const refused = await activation(`?${new URLSearchParams({ token })}`)
    expect(refused).toEqual({ status: 400, body: { s: 0, error: 'Ce lien n’est plus accepté sous cette forme\u00a0: ouvrez le lien du dernier email reçu, ou demandez-en un nouveau avec «\u00a0Mot de passe oublié\u00a0».' } })
    expect(await isActive(email)).toBe(false)
  })
})
