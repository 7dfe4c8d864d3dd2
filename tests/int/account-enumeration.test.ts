import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { CLIENT_IP_HEADER } from '../../src/platform/client-ip.ts'

/**
 * Issue 18, 'Answers that leak nothing': login, sign-up and forgotten password answer the same thing in
 * the same time whether the address has an account or not, through /v1 and through Payload's /api.
 * Times are medians of interleaved tries, each try on its own address and IP (so no limit or lockout
 * answers instead).
 */

const TRIES = 15

let ctx: TestPayload
let payload: Payload
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let LoginRoute: RouteWithHandlers
let RegisterRoute: RouteWithHandlers

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  LoginRoute = (await import('../../src/routes/v1/user/login.ts')).Route
  RegisterRoute = (await import('../../src/routes/v1/user/register.ts')).Route
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const unknownEmail = () => `inconnu-${randomBytes(5).toString('hex')}@exemple.fr`
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
type RouteWithHandlers = { options: { server?: { handlers?: unknown } } }
type Answer = { status: number; body: unknown; ms: number }

/** A /v1 call through its route handler, from its own client IP (srvx's `request.ip`). */
async function v1(route: RouteWithHandlers, body: Record<string, unknown>): Promise<Answer> {
  const handler = (route.options.server?.handlers as Record<string, Handler>).POST
  if (!handler) throw new Error('no POST handler')
  const request = Object.assign(new Request('http://maisonnee.test/v1', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), { ip: newIp() })
  const started = performance.now()
  const response = await handler({ request, params: {} })
  const answer = await response.json()
  return { status: response.status, body: answer, ms: performance.now() - started }
}

/** A call to Payload's REST API (/api), from its own client IP (the header server.ts sets). */
async function rest(path: string, body: Record<string, unknown>, ip = newIp()): Promise<Answer> {
  const request = new Request(`http://localhost/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', [CLIENT_IP_HEADER]: ip }, body: JSON.stringify(body) })
  const started = performance.now()
  const response = await handleEndpoints({ config: payload.config, request })
  const answer = await response.json()
  return { status: response.status, body: answer, ms: performance.now() - started }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Runs `known` and `unknown` alternately, TRIES times each; every answer of both kinds must be the same. */
async function compare(known: (i: number) => Promise<Answer>, unknown: (i: number) => Promise<Answer>) {
  const knownAnswers: Answer[] = []
  const unknownAnswers: Answer[] = []
  for (let i = 0; i < TRIES; i++) {
    knownAnswers.push(await known(i))
    unknownAnswers.push(await unknown(i))
  }
  const shapes = new Set([...knownAnswers, ...unknownAnswers].map(({ status, body }) => JSON.stringify({ status, body })))
  return { shapes: [...shapes], known: median(knownAnswers.map((a) => a.ms)), unknown: median(unknownAnswers.map((a) => a.ms)) }
}

/** The known address's median time over the unknown one's: about 1 when the time tells nothing. */
function expectSameTime({ known, unknown }: { known: number; unknown: number }, { floorMs = 0 } = {}) {
  // NOTE: answers of a few milliseconds vary by more than 2x from scheduling alone; below `floorMs`
  // a difference is not measurable from outside, so such pairs are compared by difference.
  if (Math.max(known, unknown) < floorMs) return
  const ratio = known / unknown
  expect(ratio, `known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeGreaterThan(0.5)
  expect(ratio, `known ${known.toFixed(1)} ms, unknown ${unknown.toFixed(1)} ms`).toBeLessThan(2)
}

async function customers(count: number) {
  const created = []
  for (let i = 0; i < count; i++) created.push(await createUser(payload, 'customer'))
  return created
}

describe('account enumeration', () => {
  it('login answers an existing email and an unknown one alike, in the same time (/v1/user/login)', async () => {
    const accounts = await customers(TRIES)
    const result = await compare(
      (i) => v1(LoginRoute, { user_email: accounts[i]!.email, user_password: 'Mauvais2026!abc' }),
      () => v1(LoginRoute, { user_email: unknownEmail(), user_password: 'Mauvais2026!abc' }),
    )
    expect(result.shapes).toEqual([JSON.stringify({ status: 401, body: { s: 0, error: 'Mot de passe ou adresse email incorrect.' } })])
    expectSameTime(result)
  })

  it('login answers an existing email and an unknown one alike, in the same time (/api/users/login)', async () => {
    const accounts = await customers(TRIES)
    const result = await compare(
      (i) => rest('/users/login', { email: accounts[i]!.email, password: 'Mauvais2026!abc' }),
      () => rest('/users/login', { email: unknownEmail(), password: 'Mauvais2026!abc' }),
    )
    expect(result.shapes).toHaveLength(1)
    expect(result.shapes[0]).toContain('"status":401')
    expectSameTime(result)
  })

  it('sign-up answers an existing email and an unknown one alike, in the same time, and mails the owner', async () => {
    const accounts = await customers(TRIES)
    const form = (email: string) => ({ user_email: email, user_firstname: 'Léa', user_lastname: 'Martin', accept_terms: true })
    const result = await compare(
      (i) => v1(RegisterRoute, form(accounts[i]!.email)),
      () => v1(RegisterRoute, form(unknownEmail())),
    )
    expect(result.shapes).toHaveLength(1)
    expect(result.shapes[0]).toContain('"status":200')
    expectSameTime(result, { floorMs: 15 })
    await smtp.waitForMail(accounts[0]!.email, /compte/i)
  })

  it('forgotten password answers an existing email and an unknown one alike, in the same time (/api/users/forgot-password)', async () => {
    const accounts = await customers(TRIES)
    const result = await compare(
      (i) => rest('/users/forgot-password', { email: accounts[i]!.email }),
      () => rest('/users/forgot-password', { email: unknownEmail() }),
    )
    expect(result.shapes).toHaveLength(1)
    expect(result.shapes[0]).toContain('"status":200')
    expectSameTime(result, { floorMs: 15 })
    const mail = await smtp.waitForMail(accounts[0]!.email, /mot de passe/i)
    expect(mail.text).toContain('/reset/pass#token=')
  })
})

describe('password resets through /api', () => {
  it("requests password resets past the product's own rate limit", async () => {
    const { email } = await createUser(payload, 'customer')
    const ip = newIp()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) statuses.push((await rest('/users/forgot-password', { email }, ip)).status)
    // RATE_LIMITS.forgotPerAccount: 5 per hour and address, then 429 as on /v1/user/forgot/pass.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })
})
