import { redisConnection } from '../rate-limit/redis-store.ts'
import { liveMessage, memoryPubSub, RECENT_LIMIT, RECENT_TTL_MS, type LiveMessage, type PubSub } from './pubsub.ts'
import { circuitBreaker, type CircuitBreaker } from './circuit-breaker.ts'

const RESUBSCRIBE_DELAY_MS = 1_000
/** Events kept while Redis is away; past it the oldest are dropped (their screens catch up at their next load). */
export const MAX_QUEUED_EVENTS = 1_000

type RedisPubSubOptions = {
  prefix?: string
  onError?: (error: unknown) => void
  /** REDIS_TIMEOUT_MS: a command not answered within it fails. */
  timeoutMs?: number
  /** Shared with the other users of the same Redis (src/platform/redis-state.ts); by default one of its own. */
  breaker?: CircuitBreaker
}

/**
 * Live events through Redis pub/sub (REDIS_URL), so that several app instances fan out: an event
 * published on one reaches the streams open on every other. One channel per user with listeners here;
 * this process's listeners are fanned out in memory. After a dropped connection, or while Redis is away,
 * the channels are subscribed again every second. Events published while Redis is away (a failed or
 * timed-out publish, or the breaker open) wait in a bounded local queue, in order, and are published when
 * Redis answers again.
 * Each user's latest events are also kept in a capped list (`{prefix}recent:{userId}`) that every instance
 * reads when a stream reconnects with Last-Event-ID.
 */
export function redisPubSub(
  url: string,
  { prefix = 'maisonnee:live:', onError = (error: unknown) => console.error('Redis (événements temps réel) :', error), timeoutMs, breaker = circuitBreaker({ retryAfterMs: 5_000 }) }: RedisPubSubOptions = {},
): PubSub & { close: () => void; listenerCount: () => number } {
  const local = memoryPubSub()
  const counts = new Map<string, number>()
  let isClosed = false
  let resubscribeTimer: ReturnType<typeof setTimeout> | undefined
  const queue: Array<{ userId: string; text: string }> = []
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let hasDropped = false

  const publisher = redisConnection(url, { timeoutMs })
  const subscriber = redisConnection(url, {
    timeoutMs,
    onMessage(channel, text) {
      if (!channel.startsWith(prefix)) return
      try {
        local.deliver(channel.slice(prefix.length), JSON.parse(text) as LiveMessage)
      } catch (error) {
        onError(error)
      }
    },
    onClose: () => scheduleResubscribe(),
  })

  async function send({ userId, text }: { userId: string; text: string }): Promise<void> {
    const recentKey = `${prefix}recent:${userId}`
    // Pipelined in this order on one connection: the event is in the list before any instance hears of it.
    await Promise.all([
      publisher.command(['RPUSH', recentKey, text]),
      publisher.command(['LTRIM', recentKey, String(-RECENT_LIMIT), '-1']),
      publisher.command(['PEXPIRE', recentKey, String(RECENT_TTL_MS)]),
      publisher.command(['PUBLISH', `${prefix}${userId}`, text]),
    ])
  }

  function enqueue(item: { userId: string; text: string }) {
    queue.push(item)
    if (queue.length > MAX_QUEUED_EVENTS) {
      queue.shift()
      if (!hasDropped) onError(new Error(`Redis absent : plus de ${MAX_QUEUED_EVENTS} événements en attente, les plus anciens sont abandonnés`))
      hasDropped = true
    }
    scheduleFlush()
  }

  function scheduleFlush() {
    if (isClosed || flushTimer || queue.length === 0) return
    flushTimer = setTimeout(() => {
      flushTimer = undefined
      void flush()
    }, breaker.retryAfterMs)
    flushTimer.unref()
  }

  /** Publishes the waiting events in order, stopping at the first that Redis does not take. */
  async function flush() {
    for (let next = queue[0]; next; next = queue[0]) {
      const item = next
      const isSent = await breaker.run(() => send(item).then(() => true), () => false)
      if (!isSent) return scheduleFlush()
      queue.shift()
    }
    hasDropped = false
  }

  /** Through the breaker (an outage is logged once there): while Redis is away, tried again a second later. */
  function subscribeChannel(userId: string) {
    void breaker.run(
      () => subscriber.command(['SUBSCRIBE', `${prefix}${userId}`]).then(() => undefined),
      () => scheduleResubscribe(),
    )
  }

  function scheduleResubscribe() {
    if (isClosed || counts.size === 0 || resubscribeTimer) return
    resubscribeTimer = setTimeout(() => {
      resubscribeTimer = undefined
      for (const userId of counts.keys()) subscribeChannel(userId)
    }, RESUBSCRIBE_DELAY_MS)
    resubscribeTimer.unref()
  }

  return {
    async publish(userId, event) {
      const item = { userId: String(userId), text: JSON.stringify(liveMessage(event)) }
      // Behind the events already waiting, so that a screen hears them in order.
      if (queue.length > 0) return enqueue(item)
      await breaker.run(() => send(item), () => enqueue(item))
    },
    recent(userId) {
      return breaker.run(
        async () => {
          const items = (await publisher.command(['LRANGE', `${prefix}recent:${userId}`, '0', '-1'])) as string[] | null
          return (items ?? []).map((text) => JSON.parse(text) as LiveMessage)
        },
        () => {
          throw new Error('Redis absent : événements récents illisibles')
        },
      )
    },
    subscribe(userId, listener) {
      const key = String(userId)
      const unsubscribe = local.subscribe(key, listener)
      const count = counts.get(key) ?? 0
      counts.set(key, count + 1)
      if (count === 0) subscribeChannel(key)
      return () => {
        unsubscribe()
        const left = (counts.get(key) ?? 1) - 1
        if (left > 0) return void counts.set(key, left)
        counts.delete(key)
        subscriber.command(['UNSUBSCRIBE', `${prefix}${key}`]).catch(onError)
      }
    },
    listenerCount: local.listenerCount,
    close() {
      isClosed = true
      clearTimeout(resubscribeTimer)
      clearTimeout(flushTimer)
      publisher.close()
      subscriber.close()
    },
  }
}
