import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createProject, createUser } from './support/fixtures.ts'

let ctx: TestPayload
let payload: Payload
let server: http.Server
let baseUrl: string

/**
 * The real /stream route (src/routes/stream/$userId.ts) served over HTTP the way server.ts serves the
 * site: srvx's Node adapter in front of the route's handler.
 */
beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  const { Route } = await import('../../src/routes/stream/$userId.ts')
  const { toNodeHandler } = await import('srvx/node')
  const handlers = Route.options.server!.handlers as { GET: (args: { request: Request; params: Record<string, string> }) => Promise<Response> }
  const fetchHandler = (request: Request) => {
    const userId = new URL(request.url).pathname.replace(/^\/stream\//, '')
    return handlers.GET({ request, params: { userId } })
  }
  server = http.createServer(toNodeHandler(fetchHandler) as unknown as http.RequestListener)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await ctx?.cleanup()
})

async function tokenOf(email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return token!
}

/** Reads the event stream until `predicate` holds on what was read, or fails after `timeoutMs`. */
async function readUntil(body: ReadableStream<Uint8Array>, predicate: (text: string) => boolean, timeoutMs = 10_000) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const timer = setTimeout(() => void reader.cancel(), timeoutMs)
  try {
    while (!predicate(text)) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`stream ended before the expected event; read: ${text}`)
      text += decoder.decode(value, { stream: true })
    }
    return text
  } finally {
    clearTimeout(timer)
    reader.releaseLock()
  }
}

describe('GET /stream/{userId}', () => {
  it('answers 401 without a session', async () => {
    const response = await fetch(`${baseUrl}/stream/1`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ s: 0, error: 'Veuillez vous connecter pour continuer.' })
  })

  it('answers 403 for another user’s stream', async () => {
    const alice = await createUser(payload)
    const bob = await createUser(payload)
    const response = await fetch(`${baseUrl}/stream/${bob.user.id}`, { headers: { Authorization: `Bearer ${await tokenOf(alice.email, alice.password)}` } })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ s: 0, error: 'unauthorized' })
  })

  it('streams a status event to its own user when staff change a project, and lets go when the client leaves', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 4 })
    const aborter = new AbortController()
    const response = await fetch(`${baseUrl}/stream/${alice.user.id}`, {
      headers: { Authorization: `Bearer ${await tokenOf(alice.email, alice.password)}` },
      signal: aborter.signal,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    await readUntil(response.body!, (text) => text.includes('connecté'))

    await payload.update({ collection: 'projects', id: project.id, data: { status: 5 }, user: asUser(staff.user), overrideAccess: false })
    const text = await readUntil(response.body!, (read) => read.includes('data:'))
    expect(text).toMatch(new RegExp(`id: [\\w-]+\\ndata: \\{"reload":true,"project_id":${JSON.stringify(String(project.id))},"type":"status"\\}\\n\\n`))

    const { liveEvents } = await import('../../src/platform/live/live-events.ts')
    const pubsub = liveEvents() as ReturnType<typeof liveEvents> & { listenerCount: () => number }
    expect(pubsub.listenerCount()).toBe(1)
    aborter.abort()
    const deadline = Date.now() + 5_000
    while (pubsub.listenerCount() > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(pubsub.listenerCount()).toBe(0)
  })

  it('sends a stream reconnecting with Last-Event-ID what it missed, and a resync for an id no longer kept', async () => {
    const alice = await createUser(payload)
    const staff = await createUser(payload, 'staff')
    const project = await createProject(payload, alice.user.id, { status: 4 })
    const token = await tokenOf(alice.email, alice.password)
    const open = (headers: Record<string, string>, aborter: AbortController) => fetch(`${baseUrl}/stream/${alice.user.id}`, { headers: { Authorization: `Bearer ${token}`, ...headers }, signal: aborter.signal })
    const first = new AbortController()
    const response = await open({}, first)
    await readUntil(response.body!, (text) => text.includes('connecté'))
    await payload.update({ collection: 'projects', id: project.id, data: { status: 5 }, user: asUser(staff.user), overrideAccess: false })
    const seen = (await readUntil(response.body!, (read) => read.includes('data:'))).match(/id: ([\w-]+)\n/)![1]!
    first.abort()

    // Two changes while the page is away (a network drop).
    await payload.update({ collection: 'projects', id: project.id, data: { status: 4, statusChangeReason: 'Test de reconnexion' }, user: asUser(staff.user), overrideAccess: false })
    await payload.update({ collection: 'projects', id: project.id, data: { status: 5 }, user: asUser(staff.user), overrideAccess: false })
    const again = new AbortController()
    const resumed = await open({ 'Last-Event-ID': seen }, again)
    const missed = await readUntil(resumed.body!, (read) => (read.match(/data:/g) ?? []).length >= 2)
    expect([...missed.matchAll(/id: ([\w-]+)\ndata: (.*)\n\n/g)].map((match) => [match[1] === seen, JSON.parse(match[2]!)])).toEqual([
      [false, { reload: true, project_id: String(project.id), type: 'status' }],
      [false, { reload: true, project_id: String(project.id), type: 'status' }],
    ])
    again.abort()

    // A page reopening the stream itself names its last event in the query; this one is not kept.
    const lost = new AbortController()
    const viaQuery = await fetch(`${baseUrl}/stream/${alice.user.id}?last_event_id=perdu`, { headers: { Authorization: `Bearer ${token}` }, signal: lost.signal })
    expect(await readUntil(viaQuery.body!, (read) => read.includes('data:'))).toContain('data: {"reload":true,"project_id":null,"type":"resync"}')
    lost.abort()
  })

  it('accepts the session cookie of the web app', async () => {
    const alice = await createUser(payload)
    const aborter = new AbortController()
    const response = await fetch(`${baseUrl}/stream/${alice.user.id}`, {
      headers: { Cookie: `payload-token=${await tokenOf(alice.email, alice.password)}`, Origin: 'http://localhost:3000' },
      signal: aborter.signal,
    })
    expect(response.status).toBe(200)
    aborter.abort()
  })
})
