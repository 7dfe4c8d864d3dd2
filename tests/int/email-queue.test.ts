import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import type { V1Call, V1Answer } from './support/v1-routes.ts'
import { freePort } from '../support/app-server.ts'
import { requestedKind } from '../support/test-database.ts'
import { linkIn, linkToken, startSilentSmtp, startSmtpCapture } from '../support/smtp-capture.ts'
import { EMAIL_QUEUE_COPY } from '../../src/domain/email-queue/copy.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'
import type * as Contact from '../../src/server/accounts/contact.server.ts'
import { inTransaction } from '../../src/platform/transactions.server.ts'

/**
 * Issues #22 and #25: every email goes through a durable queue in the database. A request only queues
 * it, so a mail server that is down or hangs costs it no time and loses no email: the queue tries again
 * (5 tries, growing delays) and delivers once the server is back; an email that failed every try waits
 * in the back office, where an admin (and nobody else) sends it again.
 * The mail server here is real SMTP on one loopback port (SMTP_URL), absent, silent or capturing in turn.
 */

let ctx: TestPayload
let payload: Payload
let smtpPort: number
let accounts: typeof Accounts
let contact: typeof Contact
let callV1: (call: V1Call) => Promise<V1Answer>
const tokens = new Map<Actor, string | undefined>()

type Actor = 'anonymous' | 'customer' | 'staff' | 'admin'
type EmailJob = { id: number | string; input: { to?: string }; totalTried: number; hasError?: boolean | null; processing?: boolean | null; log?: Array<{ error?: { message?: string } }> | null }

beforeAll(async () => {
  smtpPort = await freePort()
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once. Nothing listens there yet.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  contact = await import('../../src/server/accounts/contact.server.ts')
  callV1 = (await import('./support/v1-routes.ts')).callV1
  tokens.set('anonymous', undefined)
  for (const role of ['customer', 'staff', 'admin'] as const) {
    const account = await createUser(payload, role)
    tokens.set(role, (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token)
  }
})
afterAll(() => ctx?.cleanup())

const newEmail = () => `file-${randomBytes(5).toString('hex')}@exemple.fr`
const newIp = () => `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const signUpForm = (email: string) => ({ user_email: email, user_firstname: 'Léa', user_lastname: 'Martin', accept_terms: '1' })

/** The queued emails to `to` (Payload keeps a job until it is sent, or for good once it failed every try). */
async function emailJobsTo(to: string): Promise<EmailJob[]> {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, pagination: false, depth: 0, overrideAccess: true })
  return (docs as unknown as EmailJob[]).filter((job) => job.input?.to === to)
}

/** Polls `probe` until it gives something (or true). */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = await probe()
    if (found !== undefined && found !== false) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/** Payload's REST API (/api) as the back office calls it, in process. */
async function rest(method: string, path: string, actor: Actor): Promise<{ status: number; json: any }> {
  const headers = new Headers()
  const token = tokens.get(actor)
  if (token) headers.set('Authorization', `JWT ${token}`)
  const response = await handleEndpoints({ config: payload.config, request: new Request(`http://localhost/api${path}`, { method, headers }) })
  return { status: response.status, json: await response.json().catch(() => null) }
}

const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const started = performance.now()
  await run()
  return Math.round(performance.now() - started)
}

/**
 * NOTE: jongodb, the suite's in-memory MongoDB stand-in, refuses the `$push` update operator with which Payload's
 * MongoDB adapter records a failed try in the job's log: every try that fails leaves its job unrecorded there
 * (a real MongoDB has `$push`). These tests, each made of failed tries, run on SQLite, PostgreSQL and a real
 * MongoDB (TEST_MONGO_URI), not on jongodb; README, MongoDB.
 */
const isJongodb = process.env.TEST_MONGO_IN_MEMORY === '1'

describe.skipIf(isJongodb)('the email queue', () => {
  it('takes the activation email while the mail server is down: sign-up answers as usual, and the email arrives once the server is back, exactly once', { timeout: 60_000 }, async () => {
    const email = newEmail()
    const answer = await callV1({ method: 'POST', path: '/v1/user/register', body: signUpForm(email), headers: { 'X-Forwarded-For': newIp() } })
    expect(answer.status).toBe(200)

    const refused = await until('a refused try, kept for another', async () => (await emailJobsTo(email)).find((job) => job.totalTried >= 1 && !job.hasError))
    expect(refused.log?.at(-1)?.error?.message).toMatch(/ECONNREFUSED/)

    const smtp = await startSmtpCapture({ port: smtpPort })
    try {
      const mail = await smtp.waitForMail(email, /Activez votre compte/, { timeoutMs: 30_000 })
      expect(await accounts.checkLink(payload, linkToken(linkIn(mail, 'http://localhost')))).toEqual({ email })
      await until('the sent email leaves the queue', async () => (await emailJobsTo(email)).length === 0)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      expect(smtp.mails.filter((received) => received.to.includes(email))).toHaveLength(1)
    } finally {
      await smtp.stop()
    }
  })

  it('answers sign-up, reset, an address change and the contact page at once while the mail server accepts and never answers; each try gives up on its time-out and is tried again', { timeout: 90_000 }, async () => {
    const silent = await startSilentSmtp(smtpPort)
    try {
      const known = await createUser(payload)
      const newAddress = newEmail()
      const timings = {
        'inscription (POST /v1/user/register)': await timed(async () =>
          expect((await callV1({ method: 'POST', path: '/v1/user/register', body: signUpForm(newEmail()), headers: { 'X-Forwarded-For': newIp() } })).status).toBe(200),
        ),
        'mot de passe oublié (POST /v1/user/forgot/pass)': await timed(async () =>
          expect((await callV1({ method: 'POST', path: '/v1/user/forgot/pass', body: { user_email: known.email }, headers: { 'X-Forwarded-For': newIp() } })).status).toBe(200),
        ),
        'changement d’adresse (Mon compte)': await timed(() => accounts.requestEmailChange(payload, known.user, { email: newAddress })),
        'page contact': await timed(() =>
          contact.sendContactMessage(payload, { name: 'Jean Dupont', email: newEmail(), subject: 'Devis', message: 'Bonjour' }, { ip: newIp(), sender: null }),
        ),
      }
      console.log(`Answers while the mail server never answers (ms): ${JSON.stringify(timings)}`)
      for (const [call, ms] of Object.entries(timings)) expect(ms, call).toBeLessThan(2_000)

      const timedOut = await until('a try that timed out', async () => (await emailJobsTo(newAddress)).find((job) => job.totalTried >= 1), 30_000)
      expect(timedOut.hasError).toBeFalsy()
      expect(timedOut.log?.at(-1)?.error?.message).toMatch(/Greeting never received|timeout/i)
      expect(silent.connections()).toBeGreaterThan(0)
    } finally {
      await silent.stop()
    }
  })

  it('keeps an email that failed every try for the admins, who send it again; a customer, staff or a visitor can neither list nor resend it', { timeout: 90_000 }, async () => {
    const known = await createUser(payload)
    const address = newEmail()
    await accounts.requestEmailChange(payload, known.user, { email: address })
    const failed = await until('the last try', async () => (await emailJobsTo(address)).find((job) => job.hasError), 60_000)
    expect(failed.totalTried).toBe(5)

    const list = await rest('GET', '/payload-jobs?where[hasError][equals]=true&limit=100', 'admin')
    expect(list.status).toBe(200)
    expect(list.json.docs.find((job: { id: unknown }) => job.id === failed.id)).toMatchObject({ emailTo: address, emailSubject: 'Confirmez votre nouvelle adresse email', hasError: true })

    for (const actor of ['anonymous', 'customer', 'staff'] as const) {
      expect((await rest('GET', '/payload-jobs?where[hasError][equals]=true', actor)).status, `${actor} lists`).toBe(403)
      expect((await rest('GET', `/payload-jobs/${failed.id}`, actor)).status, `${actor} reads`).toBe(403)
      expect((await rest('POST', `/payload-jobs/${failed.id}/resend`, actor)).status, `${actor} resends`).toBe(actor === 'anonymous' ? 401 : 403)
    }
    expect(await emailJobsTo(address)).toMatchObject([{ id: failed.id, hasError: true }])

    const smtp = await startSmtpCapture({ port: smtpPort })
    try {
      expect(await rest('POST', `/payload-jobs/${failed.id}/resend`, 'admin')).toEqual({ status: 200, json: { message: EMAIL_QUEUE_COPY.resend.done } })
      const mail = await smtp.waitForMail(address, /Confirmez votre nouvelle adresse/, { timeoutMs: 30_000 })
      expect(linkToken(linkIn(mail, 'http://localhost'), 'email_token')).toMatch(/^[a-f0-9]{64}$/)
      await until('the sent email leaves the queue', async () => (await emailJobsTo(address)).length === 0)
      expect((await rest('POST', `/payload-jobs/${failed.id}/resend`, 'admin')).status, 'a second resend').toBe(404)
    } finally {
      await smtp.stop()
    }
  })
})

describe.runIf(requestedKind() === 'postgres')('the email queue on PostgreSQL', () => {
  it('sends nothing while another instance runs the queue (it holds the advisory lock), then sends the email once, when it lets go', { timeout: 60_000 }, async () => {
    const { POSTGRES_LOCK_KEY } = await import('../../src/platform/mail/email-runner.ts')
    const otherInstance = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await otherInstance.connect()
    const smtp = await startSmtpCapture({ port: smtpPort })
    try {
      await otherInstance.query('SELECT pg_advisory_lock($1)', [POSTGRES_LOCK_KEY])
      const known = await createUser(payload)
      const address = newEmail()
      await accounts.requestEmailChange(payload, known.user, { email: address })
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      expect(await emailJobsTo(address)).toMatchObject([{ totalTried: 0, processing: false }])
      expect(smtp.mails.filter((mail) => mail.to.includes(address))).toHaveLength(0)

      await otherInstance.query('SELECT pg_advisory_unlock($1)', [POSTGRES_LOCK_KEY])
      await smtp.waitForMail(address, /Confirmez votre nouvelle adresse/, { timeoutMs: 30_000 })
      await until('the sent email leaves the queue', async () => (await emailJobsTo(address)).length === 0)
      expect(smtp.mails.filter((mail) => mail.to.includes(address))).toHaveLength(1)
    } finally {
      await otherInstance.end()
      await smtp.stop()
    }
  })

  it('queues the email of a write in its transaction: none for a report rolled back, one for a report committed', { timeout: 60_000 }, async () => {
    const smtp = await startSmtpCapture({ port: smtpPort })
    try {
      const owner = await createUser(payload)
      const project = await createProject(payload, owner.user.id)
      const addReport = (title: string, then: () => void) =>
        inTransaction(payload, async ({ req }) => {
          await payload.create({ collection: 'reports', data: { title, project: project.id }, overrideAccess: true, req: req() })
          then()
        })
      await expect(
        addReport('Visite annulée', () => {
          throw new Error('écriture annulée')
        }),
      ).rejects.toThrow('écriture annulée')
      await addReport('Visite du lundi', () => undefined)
      await smtp.waitForMail(owner.email, /Visite du lundi/, { timeoutMs: 30_000 })
      await until('the sent email leaves the queue', async () => (await emailJobsTo(owner.email)).length === 0)
      expect(smtp.mails.filter((mail) => mail.to.includes(owner.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/Visite du lundi/)])
    } finally {
      await smtp.stop()
    }
  })
})
