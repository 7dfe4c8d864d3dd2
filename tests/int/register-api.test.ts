import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser, strongPassword } from './support/fixtures.ts'
import { linkIn, linkToken, startSmtpCapture } from '../support/smtp-capture.ts'
import type { V1Answer, V1Call } from './support/v1-routes.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'

/**
 * POST /v1/user/register?questionnaire=1|0 as the spec's client calls it (issue 21): user_password held to
 * the password policy, questionnaire=1 (from the questionnaire, whose password question is required),
 * s/token/user/error at the top level; and no session before the address is proven.
 */

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let accounts: typeof Accounts
let callV1: (call: V1Call) => Promise<V1Answer>

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  callV1 = (await import('./support/v1-routes.ts')).callV1
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const newEmail = () => `inscription-${randomBytes(5).toString('hex')}@exemple.fr`
const newIp = () => `10.3.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const form = (email: string, extra: Record<string, unknown> = {}) => ({ user_email: email, user_firstname: 'Léa', user_lastname: 'Martin', accept_terms: '1', ...extra })
const register = (body: Record<string, unknown>, query = '') =>
  callV1({ method: 'POST', path: `/v1/user/register${query}`, body, headers: { 'X-Forwarded-For': newIp() } })
const accountOf = async (email: string) => (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
/** The sign-up's work happens after its answer: the activation email says it is done. */
const activationToken = async (email: string) => linkToken(linkIn(await smtp.waitForMail(email, /Activez votre compte/), 'http://localhost'))

describe('POST /v1/user/register', () => {
  it('holds user_password to the password policy: a weak one is a 400 with the policy’s message, and no account is made', async () => {
    const email = newEmail()
    const answer = await register(form(email, { user_password: 'motdepasse' }))
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ s: 0, error: expect.stringMatching(/^Règles minim/) })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await accountOf(email)).toBeUndefined()
  })

  it('from the questionnaire (questionnaire=1) requires the password; from the register page (0) it does not; another value is a 400', async () => {
    expect(await register(form(newEmail()), '?questionnaire=1')).toMatchObject({ status: 400, json: { s: 0, error: 'Veuillez insérer votre mot de passe.' } })
    expect(await register(form(newEmail(), { user_password: '' }), '?questionnaire=1')).toMatchObject({ status: 400, json: { error: 'Veuillez insérer votre mot de passe.' } })
    expect((await register(form(newEmail()), '?questionnaire=0')).status).toBe(200)
    expect((await register(form(newEmail()), '?questionnaire=2')).status).toBe(400)
    const email = newEmail()
    expect((await register(form(email, { user_password: strongPassword() }), '?questionnaire=1')).status).toBe(200)
    await activationToken(email)
    expect(await accountOf(email)).toMatchObject({ isActive: false, sendNotifications: true, role: 'customer' })
  })

  it('answers s, token, user and error at the top level, the same for a new address and a known one', async () => {
    const known = await createUser(payload)
    const answers = [await register(form(newEmail(), { user_password: strongPassword() }), '?questionnaire=1'), await register(form(known.email, { user_password: strongPassword() }), '?questionnaire=1')]
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.json).toEqual({ s: 1, payload: { message: expect.any(String) }, token: null, user: null, error: null })
    }
    expect(answers[0]!.json).toEqual(answers[1]!.json)
  })

  it('never lets the password typed at sign-up sign in, even once someone has followed the activation link', async () => {
    const email = newEmail()
    const typed = strongPassword()
    expect((await register(form(email, { user_password: typed }), '?questionnaire=1')).status).toBe(200)
    const token = await activationToken(email)
    await accounts.activateFromLink(payload, token)
    expect((await accountOf(email))?.isActive).toBe(true)
    await expect(accounts.login(payload, { email, password: typed }, { ip: newIp() })).rejects.toMatchObject({ status: 401 })
  })
})
