import { randomBytes } from 'node:crypto'
import { Socket } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { RECENT_LIMIT, type LiveMessage } from './pubsub.ts'
import { redisPubSub } from './redis-pubsub.ts'

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

// Two app instances sharing one Redis, on channels of their own for this run.
const prefix = `maisonnee:test-live:${randomBytes(4).toString('hex')}:`
const first = redisPubSub(REDIS_URL, { prefix })
const second = redisPubSub(REDIS_URL, { prefix })
afterAll(() => {
  first.close()
  second.close()
})

const waitFor = async (condition: () => boolean, timeoutMs = 3_000) => {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

// NOTE: runs against a real Redis when one answers (as on CI and here); skipped otherwise, like the rate-limit store.
describe.runIf(await isRedisUp())('redisPubSub', () => {
  it('delivers an event published on one instance to the listeners of that user on another, with one id', async () => {
    const received: LiveMessage[] = []
    const other: LiveMessage[] = []
    const unsubscribe = first.subscribe(41, (message) => received.push(message))
    const unsubscribeOther = first.subscribe(42, (message) => other.push(message))
    // The SUBSCRIBE must reach Redis before the publish: wait for Redis to count it.
    await new Promise((resolve) => setTimeout(resolve, 100))
    await second.publish(41, { reload: true, project_id: '7', type: 'status' })
    await waitFor(() => received.length === 1)
    expect(received[0]?.event).toEqual({ reload: true, project_id: '7', type: 'status' })
    expect(received[0]?.id).toMatch(/^[\w-]{20,}$/)
    expect(other).toEqual([])
    unsubscribe()
    unsubscribeOther()
  })

  it('stops delivering once the last listener of a user leaves', async () => {
    const received: LiveMessage[] = []
    const unsubscribe = first.subscribe(43, (message) => received.push(message))
    await new Promise((resolve) => setTimeout(resolve, 100))
    unsubscribe()
    expect(first.listenerCount()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await second.publish(43, { reload: true, project_id: '8', type: 'document' })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(received).toEqual([])
  })

  it('keeps each user’s latest events, oldest first and capped, for any instance to replay', async () => {
    for (let projectId = 1; projectId <= RECENT_LIMIT + 2; projectId++) await second.publish(44, { reload: true, project_id: String(projectId), type: 'status' })
    const recent = await first.recent(44)
    expect(recent.map((message) => message.event.project_id)).toEqual(Array.from({ length: RECENT_LIMIT }, (_, index) => String(index + 3)))
    expect(await first.recent(45)).toEqual([])
  })
})
