import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { startSmtpCapture, type CapturedMail } from '../support/smtp-capture.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { QuestionKey } from '../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH, VISITOR_PASSWORD, type Branch } from '../support/questionnaire-walk.ts'
import { ONE_TIME_CODE_MAX_ATTEMPTS, ONE_TIME_CODE_MESSAGES } from '../../src/domain/one-time-code/index.ts'
import type * as Answers from '../../src/server/questionnaire/answers.server.ts'
import type * as State from '../../src/server/questionnaire/state.server.ts'
import type * as VisitorKey from '../../src/server/projects/visitor-key.server.ts'
import type * as Finish from '../../src/server/questionnaire/finish.server.ts'

/**
 * Issue 18, 'the questionnaire's finish step answers 409 for an existing email': 'Terminer' answers a
 * visitor the same thing in the same time whatever the address, with a code sent there; only the code
 * proves the address, and then the account is created, or the project joins the existing account.
 * Over the real /v1 route handlers, with the code read from the mail caught by a local SMTP server.
 */

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let answers: typeof Answers
let state: typeof State
let visitorKey: typeof VisitorKey
let finish: typeof Finish
type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
let finishRoute: Record<string, Handler>
let confirmRoute: Record<string, Handler>

beforeAll(async () => {
  smtp = await startSmtpCapture()
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  process.env.SMTP_URL = smtp.url
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
  answers = await import('../../src/server/questionnaire/answers.server.ts')
  state = await import('../../src/server/questionnaire/state.server.ts')
  visitorKey = await import('../../src/server/projects/visitor-key.server.ts')
  finish = await import('../../src/server/questionnaire/finish.server.ts')
  const handlersOf = (route: { options: { server?: { handlers?: unknown } } }) => route.options.server?.handlers as Record<string, Handler>
  finishRoute = handlersOf((await import('../../src/routes/v1/project/demande/estimatif/$id.ts')).Route)
  confirmRoute = handlersOf((await import('../../src/routes/v1/project/email/confirm/$id.ts')).Route)
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const id = (key: QuestionKey) => String(seeded.questionIds[key])
const keyOf = (questionId: string) => (Object.entries(seeded.questionIds) as [QuestionKey, number][]).find(([, value]) => String(value) === questionId)?.[0]
const newEmail = () => `visiteur-${randomBytes(5).toString('hex')}@exemple.fr`
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/** A visitor who answered the whole house branch with `email`: their key and project. */
async function walkedVisitor(email: string): Promise<{ key: string; projectId: number }> {
  const requester = { user: null, visitorKey: visitorKey.newVisitorKey(), ip: newIp() }
  const branch: Branch = { ...HOUSE_BRANCH, email }
  let current: string | null = id('property-type')
  let projectId: number | null = null
  for (let step = 0; current !== null && step < 40; step++) {
    const key = keyOf(current)
    if (!key) throw new Error(`unknown question ${current}`)
    const saved = await answers.saveAnswer(payload, {
      requester,
      projectId,
      questionId: current,
      value: branch[key],
      ...(key === 'identity' ? { identity: { firstName: 'Camille', lastName: 'Martin', acceptsTerms: true } } : {}),
    })
    projectId = saved.project.id
    current = (await state.questionnaireState(payload, saved.project)).currentId
  }
  return { key: requester.visitorKey, projectId: projectId as number }
}

type Answer = { status: number; body: any; cookies: string[]; ms: number }

/** A /v1 call through its route handler, with the visitor's cookie or a bearer token. */
async function call(handlers: Record<string, Handler>, input: { method?: string; path: string; projectId: number; visitor?: string; token?: string; cookie?: string; body?: unknown }): Promise<Answer> {
  const method = input.method ?? 'POST'
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (input.visitor) headers.set('Cookie', `${visitorKey.VISITOR_COOKIE}=${input.visitor}`)
  if (input.cookie) {
    // A link followed from a sibling site: Payload honours the session cookie for same-site requests.
    headers.set('Cookie', input.cookie)
    headers.set('Sec-Fetch-Site', 'same-site')
  }
  if (input.token) headers.set('Authorization', `Bearer ${input.token}`)
  const request = Object.assign(new Request(`http://maisonnee.test${input.path}`, { method, headers, ...(method === 'POST' ? { body: JSON.stringify(input.body ?? {}) } : {}) }), { ip: newIp() })
  const started = performance.now()
  const response = await handlers[method]!({ request, params: { id: String(input.projectId) } })
  const body = await response.json()
  return { status: response.status, body, cookies: response.headers.getSetCookie(), ms: performance.now() - started }
}

const finishAs = (visitor: { key: string; projectId: number }, password = VISITOR_PASSWORD) =>
  call(finishRoute, { path: `/v1/project/demande/estimatif/${visitor.projectId}?finish=1`, projectId: visitor.projectId, visitor: visitor.key, body: { user_password: password } })

const confirmAs = (visitor: { key: string; projectId: number }, code: string, password = VISITOR_PASSWORD) =>
  call(confirmRoute, { path: `/v1/project/email/confirm/${visitor.projectId}`, projectId: visitor.projectId, visitor: visitor.key, body: { code, user_password: password } })

/** The 6-digit code of the next mail to `email`. */
async function codeMailed(email: string): Promise<{ code: string; mail: CapturedMail }> {
  const mail = await smtp.waitForMail(email, /Confirmez votre adresse/)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in ${mail.text}`)
  return { code, mail }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
const statusOf = async (projectId: number) => (await payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })).status

describe("the questionnaire's finish step", () => {
  it('answers 409 for an existing email: now the same answer, in the same time, whatever the address', async () => {
    const TRIES = 7
    const known: Answer[] = []
    const unknown: Answer[] = []
    // Everything is prepared before anything is timed (an account's creation hashes a password, whose work
    // would slow the call after it), and the two kinds take turns going first.
    const pairs = []
    for (let i = 0; i < TRIES; i++) {
      const existing = await createUser(payload, 'customer')
      pairs.push({ withAccount: await walkedVisitor(existing.email), withoutAccount: await walkedVisitor(newEmail()) })
    }
    for (const [i, { withAccount, withoutAccount }] of pairs.entries()) {
      if (i % 2 === 0) known.push(await finishAs(withAccount))
      unknown.push(await finishAs(withoutAccount))
      if (i % 2 === 1) known.push(await finishAs(withAccount))
    }
    const shapes = new Set([...known, ...unknown].map(({ status, body }) => JSON.stringify({ status, s: body.s, message: body.payload?.message, code_sent: body.payload?.code_sent })))
    expect([...shapes]).toEqual([JSON.stringify({ status: 202, s: 1, message: finish.FINISH_MESSAGES.codeSent, code_sent: 1 })])
    const ratio = median(known.map((a) => a.ms)) / median(unknown.map((a) => a.ms))
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  }, 240_000)

  it('creates the visitor account from the answers once the emailed code proves the address, gives it the project and moves it to 2', async () => {
    const email = newEmail()
    const visitor = await walkedVisitor(email)
    expect((await finishAs(visitor)).status).toBe(202)
    const { code, mail } = await codeMailed(email)
    expect(mail.subject).not.toContain(code)
    expect(await statusOf(visitor.projectId)).toBe(1)
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(0)

    const wrong = await confirmAs(visitor, code === '000000' ? '111111' : '000000')
    expect(wrong).toMatchObject({ status: 400, body: { s: 0, error: ONE_TIME_CODE_MESSAGES.wrong } })

    const confirmed = await confirmAs(visitor, code)
    expect(confirmed).toMatchObject({ status: 201, body: { s: 1, payload: { user: { user_email: email }, access_token: expect.any(String) } } })
    expect(confirmed.cookies.some((cookie) => cookie.startsWith('payload-token='))).toBe(true)
    expect(confirmed.cookies.some((cookie) => cookie.startsWith(`${visitorKey.VISITOR_COOKIE}=;`))).toBe(true)
    const stored = await payload.findByID({ collection: 'projects', id: visitor.projectId, depth: 0, overrideAccess: true, showHiddenFields: true })
    const [account] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs
    expect(account).toMatchObject({ firstName: 'Camille', lastName: 'Martin', isActive: true, createdFromQuestionnaire: true, role: 'customer' })
    expect(stored).toMatchObject({ owner: account?.id, status: 2, emailCodeHash: null })
    // The code is spent.
    expect((await confirmAs(visitor, code)).status).toBeGreaterThanOrEqual(400)
    // The new customer is welcomed (the account was created active: the welcome is due all the same).
    await smtp.waitForMail(email, /^Bienvenue chez Maisonnée/)
  })

  it('attaches the answers to the existing account once the code proves the address, and says so', async () => {
    const existing = await createUser(payload, 'customer')
    const visitor = await walkedVisitor(existing.email)
    expect((await finishAs(visitor)).status).toBe(202)
    const { code } = await codeMailed(existing.email)
    const confirmed = await confirmAs(visitor, code)
    expect(confirmed).toMatchObject({ status: 200, body: { s: 1, payload: { account_exists: 1, message: finish.FINISH_MESSAGES.attachedToAccount } } })
    expect(confirmed.body.payload.access_token).toBeUndefined()
    expect(confirmed.cookies.some((cookie) => cookie.startsWith('payload-token='))).toBe(false)
    const stored = await payload.findByID({ collection: 'projects', id: visitor.projectId, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ owner: existing.user.id, status: 2 })
    const responses = await payload.count({ collection: 'responses', where: { and: [{ project: { equals: visitor.projectId } }, { owner: { equals: existing.user.id } }] }, overrideAccess: true })
    expect(responses.totalDocs).toBeGreaterThan(10)
    // The account's password is untouched: the one typed in the questionnaire does not open it.
    await expect(payload.login({ collection: 'users', data: { email: existing.email, password: VISITOR_PASSWORD } })).rejects.toThrow()
  })

  it('refuses the right code after too many wrong ones, until a new code is sent', async () => {
    const email = newEmail()
    const visitor = await walkedVisitor(email)
    await finishAs(visitor)
    const { code } = await codeMailed(email)
    const wrongCode = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < ONE_TIME_CODE_MAX_ATTEMPTS; i++) expect((await confirmAs(visitor, wrongCode)).body.error).toBe(ONE_TIME_CODE_MESSAGES.wrong)
    expect((await confirmAs(visitor, code)).body).toEqual({ s: 0, error: ONE_TIME_CODE_MESSAGES.locked })
    await finishAs(visitor)
    const fresh = await codeMailed(email)
    expect((await confirmAs(visitor, fresh.code)).status).toBe(201)
  })

  it('checks no more than the allowed number of wrong codes when they arrive all at once (attacker pass, issue 37)', async () => {
    const email = newEmail()
    const visitor = await walkedVisitor(email)
    await finishAs(visitor)
    const { code } = await codeMailed(email)
    const wrongCodes = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const answers = await Promise.all(wrongCodes.map((wrong) => confirmAs(visitor, wrong)))
    const checked = answers.filter(({ body }) => body.error === ONE_TIME_CODE_MESSAGES.wrong).length
    expect(checked).toBeLessThanOrEqual(ONE_TIME_CODE_MAX_ATTEMPTS)
    expect((await confirmAs(visitor, code)).body).toEqual({ s: 0, error: ONE_TIME_CODE_MESSAGES.locked })
  })

  it('refuses a code for another visitor’s project', async () => {
    const email = newEmail()
    const visitor = await walkedVisitor(email)
    await finishAs(visitor)
    const { code } = await codeMailed(email)
    const intruder = await walkedVisitor(newEmail())
    expect((await confirmAs({ key: intruder.key, projectId: visitor.projectId }, code)).status).toBe(404)
  })
})

describe('calls that change state answer GET and accept the session cookie', () => {
  it('demande/estimatif ?finish=1 by GET reads the Authorization header only, never the session cookie', async () => {
    const { user, email, password } = await createUser(payload, 'customer')
    const { token } = await payload.login({ collection: 'users', data: { email, password } })
    const visitor = await walkedVisitor(newEmail())
    // The walked project, given to the customer: complete, at 1, theirs.
    await payload.update({ collection: 'projects', id: visitor.projectId, data: { owner: user.id, visitorKeyHash: null }, overrideAccess: true, context: { actor: 'system' } })
    const path = `/v1/project/demande/estimatif/${visitor.projectId}?finish=1`
    const byCookie = await call(finishRoute, { method: 'GET', path, projectId: visitor.projectId, cookie: `payload-token=${token}` })
    expect(byCookie.status).toBe(401)
    expect(await statusOf(visitor.projectId)).toBe(1)
    const byHeader = await call(finishRoute, { method: 'GET', path, projectId: visitor.projectId, token: token as string })
    expect(byHeader.status).toBe(200)
    expect(await statusOf(visitor.projectId)).toBe(2)
  })
})


describe('demande/estimatif ?furtif=0|1 (the spec’s silent request)', () => {
  it('changes nothing on the server: the answer is the same and the code is still emailed; another value is a 400', async () => {
    const email = newEmail()
    const visitor = await walkedVisitor(email)
    const base = `/v1/project/demande/estimatif/${visitor.projectId}`
    const check = (query: string) => call(finishRoute, { method: 'GET', path: `${base}${query}`, projectId: visitor.projectId, visitor: visitor.key })
    const [plain, silent] = [await check('?finish=0'), await check('?finish=0&furtif=1')]
    expect(silent).toMatchObject({ status: 200, body: plain.body })
    expect((await check('?finish=0&furtif=2')).status).toBe(400)
    const finished = await call(finishRoute, { path: `${base}?finish=1&furtif=1`, projectId: visitor.projectId, visitor: visitor.key, body: { user_password: VISITOR_PASSWORD } })
    expect(finished.status).toBe(202)
    expect((await codeMailed(email)).code).toMatch(/^\d{6}$/)
  })
})
