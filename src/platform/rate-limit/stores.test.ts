import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { Socket } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { memoryStore } from './memory-store.ts'
import { redisStore } from './redis-store.ts'
import { RateLimitedError, enforceRateLimits, type RateLimitStore } from './rate-limit.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function isRedisUp(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL)
  return new Promise((resolve) => {
    const socket = new Socket()
    socket.setTimeout(500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.connect(Number(port || 6379), hostname)
  })
}

const redis = redisStore(REDIS_URL, { prefix: `maisonnee:test:${randomBytes(4).toString('hex')}:` })
afterAll(() => redis.close())

// NOTE: the Redis store runs against a real Redis when one answers (as on CI and here); skipped otherwise.
const stores: Array<[string, RateLimitStore, boolean]> = [
  ['memory', memoryStore(), true],
  ['redis', redis, await isRedisUp()],
]

describe.each(stores)('%s rate-limit store', (_name, store, isAvailable) => {
  it.runIf(isAvailable)('counts hits in a window and reports when it ends', async () => {
    const key = randomBytes(6).toString('hex')
    const first = await store.increment(key, 60_000)
    const second = await store.increment(key, 60_000)
    expect([first.count, second.count]).toEqual([1, 2])
    expect(second.resetAt).toBeGreaterThan(Date.now() + 50_000)
    expect(await store.peek(key)).toBe(2)
    await store.reset(key)
    expect(await store.peek(key)).toBe(0)
  })

  it.runIf(isAvailable)('starts a new window once the old one has passed', async () => {
    const key = randomBytes(6).toString('hex')
    await store.increment(key, 50)
    await new Promise((r) => setTimeout(r, 80))
    expect((await store.increment(key, 50)).count).toBe(1)
  })

  it.runIf(isAvailable)('refuses past the limit with a 429 and a retry delay', async () => {
    const rule = { name: `test-${randomBytes(4).toString('hex')}`, limit: 2, windowMs: 60_000 }
    await enforceRateLimits(store, [{ rule, key: 'x' }])
    await enforceRateLimits(store, [{ rule, key: 'x' }])
    const refusal = await enforceRateLimits(store, [{ rule, key: 'x' }]).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(RateLimitedError)
    expect((refusal as RateLimitedError).status).toBe(429)
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(50)
  })
})

describe.runIf(await isRedisUp())('redisConnection', () => {
  it('keeps the process alive while a reply is awaited, and lets it exit once idle', () => {
    // A process whose only work is one Redis command (as the first start's seed publishing a live event).
    const script = `import { redisConnection } from ${JSON.stringify(fileURLToPath(new URL('./redis-store.ts', import.meta.url)))}
console.log(await redisConnection(${JSON.stringify(REDIS_URL)}).command(['PING']))`
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 10_000 })
    expect(output.trim()).toBe('PONG')
  })
})
