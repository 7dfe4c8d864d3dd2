import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { QuestionKey } from '../../seed/content/questionnaire.ts'
import { HOUSE_BRANCH, VISITOR_PASSWORD } from '../support/questionnaire-walk.ts'
import { MASKED_PASSWORD, nextAskedQuestion, type Answers as EngineAnswers } from '../../src/domain/questionnaire/index.ts'
import type { User } from '../../payload-types.ts'
import type * as Answers from '../../src/server/questionnaire/answers.server.ts'
import type * as State from '../../src/server/questionnaire/state.server.ts'
import type * as VisitorKey from '../../src/server/projects/visitor-key.server.ts'
import type * as Finish from '../../src/server/questionnaire/finish.server.ts'
import type * as PageData from '../../src/server/questionnaire/page-data.server.ts'

/**
 * Issue 36, « no dead ends for someone already known »: a signed-in customer's new project is not asked
 * what their account says (email, password, contact details with the CGU, consent once given), and those
 * answers are stored from the account at 'Terminer'; a visitor on the site chooses a password only once the
 * emailed code proved an address that has no account yet (an existing address gets the project without one).
 */

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let answers: typeof Answers
let state: typeof State
let visitorKey: typeof VisitorKey
let finish: typeof Finish
let pageData: typeof PageData

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
  pageData = await import('../../src/server/questionnaire/page-data.server.ts')
})
afterAll(async () => {
  await ctx?.cleanup()
  await smtp?.stop()
})

const id = (key: QuestionKey) => String(seeded.questionIds[key])
const keyOf = (questionId: string) => (Object.entries(seeded.questionIds) as [QuestionKey, number][]).find(([, value]) => String(value) === questionId)?.[0]
const newEmail = () => `connu-${randomBytes(5).toString('hex')}@exemple.fr`
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const NAMES = { firstName: 'Camille', lastName: 'Martin', acceptsTerms: true }

async function newProjectPage(user: User | null) {
  const outcome = await pageData.questionnairePageData(payload, { user, visitorKey: null }, null)
  if (outcome.kind !== 'ok') throw new Error(outcome.kind)
  return outcome.data
}

type Requester = { user: User | null; visitorKey: string | null; ip: string }

/**
 * A new project answered as the site's flow asks it (a signed-in customer, or a visitor with `email`), the
 * answers from the house branch: the questions asked, in order.
 */
async function walkAsked(requester: Requester, email?: string): Promise<{ projectId: number; asked: QuestionKey[] }> {
  const data = await newProjectPage(requester.user)
  const unasked = new Set(Object.keys(data.unasked))
  let given: EngineAnswers = { ...data.unasked }
  let walk = nextAskedQuestion(data.questionnaire, { history: [], answers: given, unasked })
  let projectId: number | null = null
  const asked: QuestionKey[] = []
  for (let step = 0; walk.next !== null && step < 40; step++) {
    const key = keyOf(walk.next)
    if (!key) throw new Error(`unknown question ${walk.next}`)
    asked.push(key)
    const value = key === 'email' && email !== undefined ? email : HOUSE_BRANCH[key]
    const saved = await answers.saveAnswer(payload, { requester, projectId, questionId: walk.next, value, ...(key === 'identity' ? { identity: NAMES } : {}) })
    projectId = saved.project.id
    given = { ...given, [walk.next]: saved.response.value ?? '' }
    walk = nextAskedQuestion(data.questionnaire, { history: walk.history, answers: given, unasked })
  }
  return { projectId: projectId as number, asked }
}

/** A visitor who answered the house branch with `email` on the site: every question but the password. */
async function walkedVisitor(email: string) {
  const requester = { user: null, visitorKey: visitorKey.newVisitorKey(), ip: newIp() }
  const { projectId, asked } = await walkAsked(requester, email)
  expect(asked).not.toContain('password')
  return { requester, projectId }
}

/** A visitor who answered the whole house branch with `email` through /v1, as the server resumes them (the password question too). */
async function walkedThroughApi(email: string) {
  const requester = { user: null, visitorKey: visitorKey.newVisitorKey(), ip: newIp() }
  let current: string | null = id('property-type')
  let projectId: number | null = null
  for (let step = 0; current !== null && step < 40; step++) {
    const key = keyOf(current)!
    const saved = await answers.saveAnswer(payload, { requester, projectId, questionId: current, value: key === 'email' ? email : HOUSE_BRANCH[key], ...(key === 'identity' ? { identity: NAMES } : {}) })
    projectId = saved.project.id
    current = (await state.questionnaireState(payload, saved.project)).currentId
  }
  return { requester, projectId: projectId as number }
}

async function codeMailed(email: string): Promise<string> {
  const mail = await smtp.waitForMail(email, /Confirmez votre adresse/)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in ${mail.text}`)
  return code
}

const projectOf = (projectId: number) => payload.findByID({ collection: 'projects', id: projectId, depth: 0, overrideAccess: true })

async function mainResponse(projectId: number, key: QuestionKey) {
  const { docs } = await payload.find({ collection: 'responses', where: { and: [{ project: { equals: projectId } }, { question: { equals: id(key) } }, { part: { equals: '' } }] }, depth: 0, overrideAccess: true })
  return docs[0]?.value
}

describe('a signed-in customer’s new project', () => {
  it('never asks the email, password or contact details on file, stores them from the account at Terminer, and asks the consent only the first time', async () => {
    const { user } = await createUser(payload, 'customer', { firstName: 'Alice', lastName: 'Durand', phone: '06 11 22 33 44' })
    const customer = asUser(user) as unknown as User

    const first = await walkAsked({ user: customer, visitorKey: null, ip: newIp() })
    expect(first.asked).not.toContain('email')
    expect(first.asked).not.toContain('password')
    expect(first.asked).not.toContain('identity')
    expect(first.asked).toContain('consent')
    const finished = await finish.finishQuestionnaire(payload, { requester: { user: customer, visitorKey: null }, projectId: first.projectId })
    expect(finished.project.status).toBe(2)
    expect(await mainResponse(first.projectId, 'email')).toBe(customer.email)
    expect(await mainResponse(first.projectId, 'password')).toBe(MASKED_PASSWORD)
    expect(await mainResponse(first.projectId, 'identity')).toBe('0611223344')
    expect(await mainResponse(first.projectId, 'consent')).toBe('accepte')

    // The consent is on file now: the second project asks none of the account's questions.
    const second = await walkAsked({ user: customer, visitorKey: null, ip: newIp() })
    expect(second.asked).not.toContain('consent')
    expect(second.asked.some((key) => ['email', 'password', 'identity', 'consent'].includes(key))).toBe(false)
    expect((await finish.finishQuestionnaire(payload, { requester: { user: customer, visitorKey: null }, projectId: second.projectId })).project.status).toBe(2)
    expect(await mainResponse(second.projectId, 'consent')).toBe('accepte')
  })

  it('asks the contact details of an account without a phone', async () => {
    const { user } = await createUser(payload, 'customer', { firstName: 'Bruno', lastName: 'Petit', phone: '' })
    const data = await newProjectPage(asUser(user) as unknown as User)
    expect(Object.keys(data.unasked).sort()).toEqual([id('email'), id('password')].sort())
  })

  it('leaves only the password unasked for a visitor', async () => {
    const outcome = await pageData.questionnairePageData(payload, { user: null, visitorKey: null }, null)
    expect(outcome.kind === 'ok' ? outcome.data.unasked : null).toEqual({ [id('password')]: MASKED_PASSWORD })
  })
})

describe('a visitor on the site', () => {
  it('with the address of an existing account proves it with the code and gets the project there, never asked a password', async () => {
    const existing = await createUser(payload, 'customer')
    const visitor = await walkedVisitor(existing.email)
    const sent = await finish.finishQuestionnaire(payload, { requester: visitor.requester, projectId: visitor.projectId, isPasswordDeferred: true })
    expect(sent.codeSentTo).toBe(existing.email)
    const code = await codeMailed(existing.email)
    const confirmed = await finish.confirmVisitorEmail(payload, { requester: visitor.requester, projectId: visitor.projectId, code, isPasswordDeferred: true })
    expect(confirmed).toMatchObject({ createdAccount: null, isPasswordNeeded: false })
    const project = await projectOf(visitor.projectId)
    expect(project.status).toBe(2)
    expect(String(project.owner)).toBe(String(existing.user.id))
  })

  it('with a new address chooses the password once the code proved it, with the same code', async () => {
    const email = newEmail()
    const visitor = await walkedVisitor(email)
    await finish.finishQuestionnaire(payload, { requester: visitor.requester, projectId: visitor.projectId, isPasswordDeferred: true })
    const code = await codeMailed(email)
    const proved = await finish.confirmVisitorEmail(payload, { requester: visitor.requester, projectId: visitor.projectId, code, isPasswordDeferred: true })
    expect(proved).toMatchObject({ createdAccount: null, isPasswordNeeded: true })
    expect((await projectOf(visitor.projectId)).status).toBe(1)
    // A wrong code is still refused while the password is awaited.
    await expect(finish.confirmVisitorEmail(payload, { requester: visitor.requester, projectId: visitor.projectId, code: code === '000000' ? '111111' : '000000', password: VISITOR_PASSWORD, isPasswordDeferred: true })).rejects.toMatchObject({ status: 400 })
    const created = await finish.confirmVisitorEmail(payload, { requester: visitor.requester, projectId: visitor.projectId, code, password: VISITOR_PASSWORD, isPasswordDeferred: true })
    expect(created.createdAccount?.user.email).toBe(email)
    expect((await projectOf(visitor.projectId)).status).toBe(2)
  })

  it('keeps /v1 as it was: a visitor finishing there without a password is asked for it', async () => {
    const visitor = await walkedThroughApi(newEmail())
    await expect(finish.finishQuestionnaire(payload, { requester: visitor.requester, projectId: visitor.projectId })).rejects.toMatchObject({ status: 400, message: finish.FINISH_MESSAGES.passwordNeeded })
  })
})
