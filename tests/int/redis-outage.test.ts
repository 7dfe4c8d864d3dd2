import { randomBytes } from 'node:crypto'
import net, { type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'
import type * as Limiter from '../../src/platform/rate-limit/limiter.server.ts'
import type * as LiveEvents from '../../src/platform/live/live-events.ts'
import type { redisPubSub as RedisPubSub } from '../../src/platform/adapters/redis-pubsub.ts'
import type { LiveMessage } from '../../src/platform/adapters/pubsub.ts'

/**
 * Issue 25: Redis is an accelerator, never a single point of failure. This file's app instance reaches the
 * real Redis through a local TCP relay the tests switch between forwarding, refusing connections (its port
 * closed) and stalling (connections accepted, never answered).
 */

const REDIS = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379')

type Mode = 'forward' | 'refuse' | 'stall'

async function redisRelay() {
  let mode: Mode = 'forward'
  const sockets = new Set<Socket>()
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // NOTE: the relay's own sockets are cut on purpose; the app's side reports what it sees.
    socket.on('error', () => undefined)
  }
  const server = net.createServer((client) => {
    track(client)
    if (mode === 'stall') return
    const upstream = net.connect(Number(REDIS.port || 6379), REDIS.hostname)
    track(upstream)
    upstream.on('close', () => client.destroy())
    client.on('close', () => upstream.destroy())
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `redis://127.0.0.1:${port}`,
    async switchTo(next: Mode) {
      for (const socket of sockets) socket.destroy()
      if (next === 'refuse' && server.listening) await new Promise((resolve) => server.close(resolve))
      if (next !== 'refuse' && !server.listening) await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
      mode = next
    },
    async stop() {
      for (const socket of sockets) socket.destroy()
      if (server.listening) await new Promise((resolve) => server.close(resolve))
    },
  }
}

const RETRY_MS = 300
const prefix = `maisonnee:test-outage:${randomBytes(4).toString('hex')}:`
const settingsBefore = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX, REDIS_RETRY_MS: process.env.REDIS_RETRY_MS }

let relay: Awaited<ReturnType<typeof redisRelay>>
let ctx: TestPayload
let payload: Payload
let accounts: typeof Accounts
let limiter: typeof Limiter
let live: typeof LiveEvents
let otherInstance: ReturnType<typeof RedisPubSub>

beforeAll(async () => {
  relay = await redisRelay()
  // NOTE: set before any server module is imported: src/platform/env.ts reads them once.
  Object.assign(process.env, { REDIS_URL: relay.url, REDIS_PREFIX: prefix, REDIS_RETRY_MS: String(RETRY_MS) })
  ctx = await bootTestPayload()
  payload = ctx.payload
  accounts = await import('../../src/server/accounts/accounts.server.ts')
  limiter = await import('../../src/platform/rate-limit/limiter.server.ts')
  live = await import('../../src/platform/live/live-events.ts')
  // Another app instance, on the real Redis all along.
  const { redisPubSub } = await import('../../src/platform/adapters/redis-pubsub.ts')
  otherInstance = redisPubSub(REDIS.href, { prefix: `${prefix}live:` })
})
afterAll(async () => {
  otherInstance?.close()
  await ctx?.cleanup()
  await relay?.stop()
  for (const [name, value] of Object.entries(settingsBefore)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const ip = () => `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

async function timed<T>(run: () => Promise<T>): Promise<{ result: T | unknown; ms: number }> {
  const started = performance.now()
  const result = await run().catch((error: unknown) => error)
  return { result, ms: performance.now() - started }
}

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('Redis away', () => {
  it('logins still answer at once while Redis refuses connections, failures counted in this instance’s memory', async () => {
    await relay.switchTo('refuse')
    const { email, password } = await createUser(payload)
    const signedIn = await timed(() => accounts.login(payload, { email, password }, { ip: ip() }))
    expect(signedIn.result).toHaveProperty('token')
    expect(signedIn.ms).toBeLessThan(1_500)
    const refusals: unknown[] = []
    const attacker = ip()
    for (let attempt = 1; attempt <= 6; attempt++) {
      const { result, ms } = await timed(() => accounts.login(payload, { email, password: `Faux${attempt}!abcd` }, { ip: attacker }))
      expect(ms).toBeLessThan(1_500)
      refusals.push((result as { name?: string }).name)
    }
    // 5 failures from that address counted, the 6th answered 'locked': the counting went on without Redis.
    expect(refusals).toEqual([...Array(5).fill('LoginFailedError'), 'AccountLockedError'])
  })

  it('rate-limit checks answer within a second while Redis accepts connections and never answers', async () => {
    await relay.switchTo('stall')
    // Past the breaker's delay: this check is the one that meets the stalled Redis.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 50))
    const rule = { name: `stall-${randomBytes(3).toString('hex')}`, limit: 2, windowMs: 60_000 }
    const answers = []
    for (let attempt = 1; attempt <= 3; attempt++) answers.push(await timed(() => limiter.rateLimit([{ rule, key: 'x' }])))
    for (const { ms } of answers) expect(ms).toBeLessThan(1_000)
    // Counted in memory: the third check is over the limit of 2.
    expect(answers.map(({ result }) => (result as { status?: number } | undefined)?.status)).toEqual([undefined, undefined, 429])
    const { result, ms } = await timed(async () => {
      const { email, password } = await createUser(payload)
      return accounts.login(payload, { email, password }, { ip: ip() })
    })
    expect(result).toHaveProperty('token')
    expect(ms).toBeLessThan(2_000)
  })

  it('delivers a live event published while Redis was away once it is back', async () => {
    const received: LiveMessage[] = []
    const userId = `outage-${randomBytes(3).toString('hex')}`
    const unsubscribe = otherInstance.subscribe(userId, (message) => received.push(message))
    await new Promise((resolve) => setTimeout(resolve, 100))
    await relay.switchTo('refuse')
    const published = await timed(() => live.publishLiveEvent(userId, { project_id: '77', type: 'status' }))
    expect(published.result).toBeUndefined()
    expect(published.ms).toBeLessThan(1_000)
    await new Promise((resolve) => setTimeout(resolve, 2 * RETRY_MS))
    expect(received).toEqual([])
    await relay.switchTo('forward')
    await waitFor(() => received.length === 1, 5_000)
    expect(received[0]?.event).toEqual({ reload: true, project_id: '77', type: 'status' })
    unsubscribe()
  })

  it('subscribes a stream opened while Redis was away once it is back', async () => {
    const received: LiveMessage[] = []
    const userId = `outage-${randomBytes(3).toString('hex')}`
    await relay.switchTo('refuse')
    const unsubscribe = live.liveEvents().subscribe(userId, (message) => received.push(message))
    await new Promise((resolve) => setTimeout(resolve, 2 * RETRY_MS))
    await relay.switchTo('forward')
    // Published again and again by another instance until this one hears it (its resubscription takes a second or two).
    await waitFor(() => {
      void otherInstance.publish(userId, { reload: true, project_id: '78', type: 'document' })
      return received.length > 0
    }, 5_000)
    expect(received[0]?.event).toEqual({ reload: true, project_id: '78', type: 'document' })
    unsubscribe()
  })
})
