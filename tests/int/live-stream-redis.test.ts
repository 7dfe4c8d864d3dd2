import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import type { redisPubSub as RedisPubSub } from '../../src/platform/adapters/redis-pubsub.ts'

// NOTE: read by src/platform/env.ts when Payload boots below: this file's app instance uses Redis pub/sub,
// under a key prefix of its own (the suite's lanes run this file on two databases at once, with the same user ids).
const redisBefore = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX }
const prefix = `maisonnee:test-live-stream:${randomBytes(4).toString('hex')}:`
Object.assign(process.env, { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: prefix })

let ctx: TestPayload
let payload: Payload
let server: http.Server
let baseUrl: string
let otherInstance: ReturnType<typeof RedisPubSub>

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  const { Route } = await import('../../src/routes/stream/$userId.ts')
  const { toNodeHandler } = await import('srvx/node')
  const { redisPubSub } = await import('../../src/platform/adapters/redis-pubsub.ts')
  const handlers = Route.options.server!.handlers as { GET: (args: { request: Request; params: Record<string, string> }) => Promise<Response> }
  server = http.createServer(
    toNodeHandler((request: Request) => handlers.GET({ request, params: { userId: new URL(request.url).pathname.replace(/^\/stream\//, '') } })) as unknown as http.RequestListener,
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Another app instance: its own Redis connections, publishing as its hooks would.
  otherInstance = redisPubSub(process.env.REDIS_URL!, { prefix: `${prefix}live:` })
})
afterAll(async () => {
  otherInstance?.close()
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  await ctx?.cleanup()
  for (const [name, value] of Object.entries(redisBefore)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('GET /stream/{userId} with REDIS_URL', () => {
  it('receives an event published by another app instance through Redis', async () => {
    const alice = await createUser(payload)
    const { token } = await payload.login({ collection: 'users', data: { email: alice.email, password: alice.password } })
    const aborter = new AbortController()
    const response = await fetch(`${baseUrl}/stream/${alice.user.id}`, { headers: { Authorization: `Bearer ${token}` }, signal: aborter.signal })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let text = decoder.decode((await reader.read()).value)
    expect(text).toContain('connecté')
    // Let the stream's SUBSCRIBE reach Redis before the other instance publishes.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await otherInstance.publish(alice.user.id, { reload: true, project_id: '321', type: 'document' })
    const timer = setTimeout(() => aborter.abort(), 5_000)
    while (!text.includes('data:')) text += decoder.decode((await reader.read()).value)
    clearTimeout(timer)
    expect(text).toMatch(/id: [\w-]+\ndata: \{"reload":true,"project_id":"321","type":"document"\}\n\n/)
    aborter.abort()
  })
})
