import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { strongPassword } from './support/fixtures.ts'
import { linkIn, startSmtpCapture } from '../support/smtp-capture.ts'
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
  return { email, token: new URL(linkIn(mail, 'http://localhost')).searchParams.get('token') ?? '' }
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
