import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCredentials } from '../../seed/accounts.ts'
import type { Role } from '../../collections/roles.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { placeProjectAt } from '../support/place-project.ts'
import { V1Client } from '../support/v1-client.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/**
 * Two instances of the built app behind an imaginary load balancer, as production scales out: one
 * PostgreSQL database, one Redis (live events and rate limits, under a key prefix of this run's own), one
 * data folder for the uploaded files, one secret. A change made through one instance reaches the
 * customer's stream open on the other, and a customer moves between them without noticing.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
/** Within this time the event written through A must reach the stream open on B (issue #8). */
const DELIVERY_DEADLINE_MS = 2_000

type Id = string | number
let a: AppServer
let b: AppServer

beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX: `maisonnee:test-two-instances:${randomBytes(4).toString('hex')}:` }
  a = await startAppServer(env, { database: 'postgres' })
  // Started once A has migrated and seeded the database: B finds it ready.
  b = await startAppServer(env, { join: a.shared })
})
afterAll(async () => {
  await b?.stop()
  await a?.stop()
})

function account(role: Role) {
  const found = readCredentials(a.dataDir)?.find((candidate) => candidate.role === role)
  if (!found) throw new Error(`No seeded demo account with role ${role}`)
  return found
}

/** A call to Payload's REST API on one instance as `token`'s user; any error status throws. */
async function rest<T = any>(server: AppServer, path: string, init: { method: string; token: string; body?: unknown }): Promise<T> {
  const isForm = init.body instanceof FormData
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method,
    headers: { Authorization: `JWT ${init.token}`, ...(isForm || init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as FormData) : JSON.stringify(init.body) }),
  })
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function tokenOf(server: AppServer, role: Role): Promise<string> {
  const { email, password } = account(role)
  return (await rest<{ token: string }>(server, '/api/users/login', { method: 'POST', token: '', body: { email, password } })).token
}

/** A new active customer (made by the admin through A) and a client holding their session, logged in on A. */
async function newCustomer(firstName: string) {
  const customer = { email: `client-${randomBytes(4).toString('hex')}@exemple.fr`, password: 'Maisonnee;2026ef' }
  const { doc: user } = await rest<{ doc: { id: Id } }>(a, '/api/users', {
    method: 'POST',
    token: await tokenOf(a, 'admin'),
    body: { ...customer, role: 'customer', isActive: true, firstName, lastName: 'Deux' },
  })
  // Logged in as the web app is, with the httpOnly session cookie (Payload's login sets it).
  const onA = new V1Client(a.baseUrl, a.shared.publicUrl)
  expect((await onA.post('/api/users/login', customer)).status).toBe(200)
  expect(onA.cookies.has('payload-token')).toBe(true)
  return { userId: user.id, onA }
}

/** The same browser session (on the deployment's one public origin), its requests now routed to another instance. */
function sameSessionOn(server: AppServer, client: V1Client): V1Client {
  const moved = new V1Client(server.baseUrl, client.origin)
  for (const [name, value] of client.cookies) moved.cookies.set(name, value)
  return moved
}

/** An open GET /stream/{userId}, read as an EventSource would: the raw text and the events' ids and data. */
async function openStream(server: AppServer, client: V1Client, userId: Id, lastEventId?: string) {
  const aborter = new AbortController()
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const response = await fetch(`${server.baseUrl}/stream/${userId}`, {
    // As a browser's EventSource on the site's own page sends it (Payload accepts a session cookie from the site only).
    headers: { Cookie: cookie, Accept: 'text/event-stream', 'Sec-Fetch-Site': 'same-origin', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
    signal: aborter.signal,
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const events = () => [...text.matchAll(/id: ([^\n]*)\ndata: ([^\n]*)\n\n/g)].map((match) => ({ id: match[1]!, data: JSON.parse(match[2]!) }))
  /** Reads until `predicate` holds on the events received so far, or fails after `timeoutMs`. */
  async function waitFor(predicate: (received: ReturnType<typeof events>) => boolean, timeoutMs: number) {
    const timer = setTimeout(() => aborter.abort(), timeoutMs)
    try {
      while (!predicate(events())) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`stream ended after: ${text}`)
        text += decoder.decode(value, { stream: true })
      }
    } catch (error) {
      throw new Error(`no such event within ${timeoutMs} ms; received: ${text}`, { cause: error })
    } finally {
      clearTimeout(timer)
    }
    return events()
  }
  await waitFor(() => text.includes('connecté'), 5_000)
  return { waitFor, events, close: () => aborter.abort() }
}

/** Staff attach a PDF report to a project through one instance's /api, as the back office's form does. */
async function createReport(server: AppServer, staffToken: string, projectId: Id, title: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await tinyPdf(title))], { type: 'application/pdf' }), 'rapport-visite.pdf')
  form.append('_payload', JSON.stringify({ kind: 'report', project: projectId }))
  const pdf = await rest<{ doc: { id: Id } }>(server, '/api/files', { method: 'POST', token: staffToken, body: form })
  return rest<{ doc: { id: Id } }>(server, '/api/reports', { method: 'POST', token: staffToken, body: { project: projectId, title, file: pdf.doc.id } })
}

describe('two app instances on one PostgreSQL database and one Redis', () => {
  it('delivers a report written through A to the customer’s stream on B, and what a stream missed on reconnection', async () => {
    const staffToken = await tokenOf(a, 'staff')
    const { userId, onA } = await newCustomer('Inès')
    const { doc: project } = await rest<{ doc: { id: Id } }>(a, '/api/projects', {
      method: 'POST',
      token: staffToken,
      body: { title: 'Chantier sur deux serveurs', owner: userId },
    })
    await placeProjectAt(a.shared.databaseUri, { projectId: project.id, status: 11 })

    const onB = await openStream(b, onA, userId)
    // The stream's SUBSCRIBE goes to Redis as the response opens; give it the time to land.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await createReport(a, staffToken, project.id, 'Visite du lundi')
    const [delivered] = await onB.waitFor((events) => events.length > 0, DELIVERY_DEADLINE_MS)
    expect(delivered!.data).toEqual({ reload: true, project_id: String(project.id), type: 'report' })
    onB.close()

    // While no stream is open, a second report goes in through B; reconnecting to A with the last id
    // received on B brings it, and only it.
    await createReport(b, staffToken, project.id, 'Visite du mardi')
    const onAAgain = await openStream(a, onA, userId, delivered!.id)
    const missed = await onAAgain.waitFor((events) => events.length > 0, 5_000)
    expect(missed).toHaveLength(1)
    expect(missed[0]!.id).not.toBe(delivered!.id)
    expect(missed[0]!.data).toEqual({ reload: true, project_id: String(project.id), type: 'report' })
    onAAgain.close()

    const reports = await sameSessionOn(b, onA).get(`/v1/rapports/all/${project.id}`)
    expect(reports.payload.data.map((report: { rapport_title: string }) => report.rapport_title)).toEqual(['Visite du mardi', 'Visite du lundi'])
  })

  it('lets a customer log in on A, answer and upload on B, and read it all back on A', async () => {
    const { onA } = await newCustomer('Jules')
    const { payload: questions } = await onA.get<{ quizztions: Array<{ quizztion_id: string; quizztion_title: string }> }>('/v1/project/quizz/questions')
    const idOf = (key: string) => questions.quizztions.find((question) => question.quizztion_title === QUESTIONNAIRE.questions.find((q) => q.key === key)?.title)!.quizztion_id
    const first = await onA.post('/v1/project/quizz/create/response', { fk_response_quizztion: idOf('surface'), response_value: '48' })
    expect(first.status).toBe(201)
    const projectId = first.payload.project.project_id

    const onB = sameSessionOn(b, onA)
    const read = await onB.get(`/v1/project/${projectId}`)
    expect(read.status).toBe(200)
    expect(JSON.stringify(read.payload)).toContain(`"project_id":${JSON.stringify(projectId)}`)
    const answered = await onB.post('/v1/project/quizz/create/single/response', { project_id: projectId, fk_response_quizztion: idOf('surface'), response_value: '64' })
    expect(answered.body, JSON.stringify(answered.body)).toMatchObject({ s: 1 })
    const files = new FormData()
    const pdf = new Uint8Array(await tinyPdf('Plan du séjour'))
    files.append('files[]', new Blob([pdf], { type: 'application/pdf' }), 'plan-sejour.pdf')
    const uploaded = await onB.post(`/v1/folders/add/files/${projectId}`, files)
    expect(uploaded.body, JSON.stringify(uploaded.body)).toMatchObject({ s: 1 })

    const responses = await onA.get(`/v1/project/quizz/responses/${projectId}`)
    const surfaces = responses.payload.responses.filter((response: { fk_response_quizztion: string }) => response.fk_response_quizztion === idOf('surface'))
    expect(surfaces.map((response: { response_value: string }) => response.response_value)).toEqual(['64'])
    const documents = await onA.get(`/v1/folders/show/${projectId}`)
    expect(documents.payload.data.map((document: { file_name: string }) => document.file_name)).toEqual(['plan-sejour.pdf'])
    // The file B stored is served by A, from the shared data folder.
    const download = await fetch(`${a.baseUrl}${documents.payload.data[0].url}`, {
      headers: { Cookie: [...onA.cookies].map(([name, value]) => `${name}=${value}`).join('; '), 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(download.status).toBe(200)
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf)
  })
})
