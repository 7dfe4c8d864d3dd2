import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { QuestionKey } from '../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH, VISITOR_PASSWORD, type Branch } from '../support/questionnaire-walk.ts'
import { SMS_CODE_MESSAGES } from '../../src/domain/one-time-code/index.ts'
import { ANSWER_MESSAGES } from '../../src/domain/questionnaire/messages.ts'
import type * as Answers from '../../src/server/questionnaire/answers.server.ts'
import type * as State from '../../src/server/questionnaire/state.server.ts'
import type * as VisitorKey from '../../src/server/projects/visitor-key.server.ts'
import type * as Finish from '../../src/server/questionnaire/finish.server.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'

/**
 * Issue 21, the phone-only visitor (spec section 6, 'the add-account step'): a visitor who leaves the email
 * empty and gives a phone gets the code by SMS (the development outbox); the right code creates an account
 * without an email whose username is the phone in E.164, signed in; a phone that already has an account
 * gets the project without the finish step telling so; the customer then logs in with the phone.
 * Over the real /v1 route handlers.
 */

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let answers: typeof Answers
let state: typeof State
let visitorKey: typeof VisitorKey
let finish: typeof Finish
let accounts: typeof Accounts
type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
let finishRoute: Record<string, Handler>
let confirmRoute: Record<string, Handler>

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
  answers = await import('../../src/server/questionnaire/answers.server.ts')
  state = await import('../../src/server/questionnaire/state.server.ts')
  visitorKey = await import('../../src/server/projects/visitor-key.server.ts')
  finish = await import('../../src/server/questionnaire/finish.server.ts')
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  const handlersOf = (route: { options: { server?: { handlers?: unknown } } }) => route.options.server?.handlers as Record<string, Handler>
  finishRoute = handlersOf((await import('../../src/routes/v1/project/demande/estimatif/$id.ts')).Route)
  confirmRoute = handlersOf((await import('../../src/routes/v1/project/email/confirm/$id.ts')).Route)
})
afterAll(() => ctx?.cleanup())

const id = (key: QuestionKey) => String(seeded.questionIds[key])
const keyOf = (questionId: string) => (Object.entries(seeded.questionIds) as [QuestionKey, number][]).find(([, value]) => String(value) === questionId)?.[0]
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
/** A new French mobile number, as typed (spaced) and in E.164. */
function newPhone(): { typed: string; e164: string } {
  const digits = String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')
  return { typed: `06 ${digits.replace(/(\d\d)/g, '$1 ').trim()}`, e164: `+336${digits}` }
}

/** A visitor who answered the whole house branch with no email and `phone`: their key and project. */
async function walkedVisitor(phone: string): Promise<{ key: string; projectId: number }> {
  const requester = { user: null, visitorKey: visitorKey.newVisitorKey(), ip: newIp() }
  const branch: Branch = { ...HOUSE_BRANCH, email: '', identity: phone }
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

type Answer = { status: number; body: any; cookies: string[] }

async function call(handlers: Record<string, Handler>, input: { path: string; projectId: number; visitor: string; body: unknown }): Promise<Answer> {
  const headers = new Headers({ 'Content-Type': 'application/json', Cookie: `${visitorKey.VISITOR_COOKIE}=${input.visitor}` })
  const request = Object.assign(new Request(`http://maisonnee.test${input.path}`, { method: 'POST', headers, body: JSON.stringify(input.body) }), { ip: newIp() })
  const response = await handlers.POST!({ request, params: { id: String(input.projectId) } })
  return { status: response.status, body: await response.json(), cookies: response.headers.getSetCookie() }
}

const finishAs = (visitor: { key: string; projectId: number }) =>
  call(finishRoute, { path: `/v1/project/demande/estimatif/${visitor.projectId}?finish=1`, projectId: visitor.projectId, visitor: visitor.key, body: { user_password: VISITOR_PASSWORD } })

const confirmAs = (visitor: { key: string; projectId: number }, code: string) =>
  call(confirmRoute, { path: `/v1/project/email/confirm/${visitor.projectId}`, projectId: visitor.projectId, visitor: visitor.key, body: { code, user_password: VISITOR_PASSWORD } })

/** The code of the newest SMS the app wrote to its outbox for `phone` (E.164). */
function smsCodeTo(phone: string): string {
  const outbox = path.join(ctx.dataDir, 'outbox')
  const files = readdirSync(outbox).filter((file) => file.endsWith('.sms.txt')).sort().reverse()
  for (const file of files) {
    const raw = readFileSync(path.join(outbox, file), 'utf8')
    if (raw.startsWith(`To: ${phone}\n`)) return /\b(\d{6})\b/.exec(raw)?.[1] ?? ''
  }
  throw new Error(`no SMS to ${phone}`)
}

const usersWith = async (phone: string) => (await payload.find({ collection: 'users', where: { username: { equals: phone } }, overrideAccess: true, depth: 0 })).docs
const projectOf = (projectId: number) => payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true, showHiddenFields: true })

describe('the finish step of a visitor who gave a phone and no email', () => {
  it('sends the code by SMS to the phone in E.164; the right code creates the account (username the phone, no email), signed in, and the project moves to 2', async () => {
    const phone = newPhone()
    const visitor = await walkedVisitor(phone.typed)
    const finished = await finishAs(visitor)
    expect(finished).toMatchObject({ status: 202, body: { s: 1, payload: { code_sent: 1, code_channel: 'sms' } } })
    expect(finished.body.payload.message).toBe(finish.FINISH_MESSAGES.codeSentBySms(`+33•••••••${phone.e164.slice(-2)}`))
    expect(finished.body.payload.message).not.toContain(phone.e164.slice(3, 9))
    const code = smsCodeTo(phone.e164)
    expect(code).toMatch(/^\d{6}$/)
    expect(await usersWith(phone.e164)).toEqual([])

    const confirmed = await confirmAs(visitor, code)
    expect(confirmed).toMatchObject({ status: 201, body: { s: 1, payload: { access_token: expect.any(String) } } })
    expect(confirmed.cookies.some((cookie) => cookie.startsWith('payload-token='))).toBe(true)
    const [account] = await usersWith(phone.e164)
    expect(account).toMatchObject({ username: phone.e164, firstName: 'Camille', lastName: 'Martin', role: 'customer', isActive: true, createdFromQuestionnaire: true, sendNotifications: true })
    expect(account?.email ?? null).toBeNull()
    expect(await projectOf(visitor.projectId)).toMatchObject({ owner: account?.id, status: 2, emailCodeHash: null })
  })

  it('attaches the project to the account that already has the phone: the finish step answers as for a new phone, the code then says so', async () => {
    const phone = newPhone()
    const owner = await createUser(payload, 'customer')
    await payload.update({ collection: 'users', id: owner.user.id, data: { username: phone.e164 }, overrideAccess: true })
    const [withAccount, withoutAccount] = [await walkedVisitor(phone.typed), await walkedVisitor(newPhone().typed)]
    const [known, unknown] = [await finishAs(withAccount), await finishAs(withoutAccount)]
    const shape = (answer: Answer) => ({ status: answer.status, keys: Object.keys(answer.body.payload).sort(), message: answer.body.payload.message.replace(/\d\d\./, '') })
    expect(shape(known)).toEqual(shape(unknown))

    const confirmed = await confirmAs(withAccount, smsCodeTo(phone.e164))
    expect(confirmed).toMatchObject({ status: 200, body: { s: 1, payload: { account_exists: 1, message: finish.FINISH_MESSAGES.attachedToPhoneAccount } } })
    expect(confirmed.body.payload.access_token).toBeUndefined()
    expect(confirmed.cookies.some((cookie) => cookie.startsWith('payload-token='))).toBe(false)
    expect(await usersWith(phone.e164)).toHaveLength(1)
    expect(await projectOf(withAccount.projectId)).toMatchObject({ owner: owner.user.id, status: 2 })
  })

  it('refuses a wrong code and an expired one, in SMS words, and creates nothing', async () => {
    const phone = newPhone()
    const visitor = await walkedVisitor(phone.typed)
    await finishAs(visitor)
    const code = smsCodeTo(phone.e164)
    expect(await confirmAs(visitor, code === '000000' ? '111111' : '000000')).toMatchObject({ status: 400, body: { s: 0, error: SMS_CODE_MESSAGES.wrong } })
    await payload.update({ collection: 'projects', id: visitor.projectId, data: { emailCodeExpiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true, context: { actor: 'system' } })
    expect(await confirmAs(visitor, code)).toMatchObject({ status: 400, body: { s: 0, error: SMS_CODE_MESSAGES.expired } })
    expect(await usersWith(phone.e164)).toEqual([])
    expect(await projectOf(visitor.projectId)).toMatchObject({ status: 1 })
  })

  it('refuses a phone that cannot receive a code, at its answer already', async () => {
    await expect(walkedVisitor('123456')).rejects.toThrow(ANSWER_MESSAGES.phoneInvalid)
    await expect(walkedVisitor('06 12 34 56 7')).rejects.toThrow(ANSWER_MESSAGES.phoneInvalid)
  })
})

describe('login with a phone', () => {
  it('signs in the phone-only customer with the phone as typed, and refuses a wrong password as for an email', async () => {
    const phone = newPhone()
    const visitor = await walkedVisitor(phone.typed)
    await finishAs(visitor)
    await confirmAs(visitor, smsCodeTo(phone.e164))
    const signedIn = await accounts.login(payload, { email: phone.typed, password: VISITOR_PASSWORD }, { ip: newIp() })
    expect(signedIn.token).toEqual(expect.any(String))
    expect(signedIn.user).toMatchObject({ firstName: 'Camille', email: '' })
    const again = await accounts.login(payload, { email: phone.e164, password: VISITOR_PASSWORD }, { ip: newIp() })
    expect(again.user.id).toBe(signedIn.user.id)
    await expect(accounts.login(payload, { email: phone.typed, password: 'Mauvais1!xx' }, { ip: newIp() })).rejects.toThrow('Mot de passe ou adresse email incorrect.')
  })
})

describe('an email added afterwards', () => {
  it('lets the phone-only customer add an email through the confirmation link; then both the phone and the email log in', async () => {
    const phone = newPhone()
    const visitor = await walkedVisitor(phone.typed)
    await finishAs(visitor)
    await confirmAs(visitor, smsCodeTo(phone.e164))
    const [user] = await usersWith(phone.e164)
    const email = `ajoutee-${randomBytes(4).toString('hex')}@exemple.fr`
    await accounts.requestEmailChange(payload, user!, { email })
    const token = /email_token=([a-f0-9]{64})/.exec(await mailTo(email))?.[1]
    expect(await accounts.confirmEmailChange(payload, token)).toEqual({ email })
    expect(await usersWith(phone.e164)).toMatchObject([{ email, username: phone.e164 }])
    expect((await accounts.login(payload, { email, password: VISITOR_PASSWORD }, { ip: newIp() })).user.email).toBe(email)
    expect((await accounts.login(payload, { email: phone.typed, password: VISITOR_PASSWORD }, { ip: newIp() })).user.email).toBe(email)
  })
})

/** The newest mail the app wrote to its outbox for `to`, soft line breaks undone, waiting for the email queue to send it. */
async function mailTo(to: string): Promise<string> {
  const outbox = path.join(ctx.dataDir, 'outbox')
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().reverse() : []
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8')
      if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no mail to ${to}`)
}
