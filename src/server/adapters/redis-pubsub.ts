import { redisConnection } from '../rate-limit/redis-store.ts'
import { liveMessage, memoryPubSub, RECENT_LIMIT, RECENT_TTL_MS, type LiveMessage, type PubSub } from './pubsub.ts'

const RESUBSCRIBE_DELAY_MS = 1_000

/**
 * Live events through Redis pub/sub (REDIS_URL), so that several app instances fan out: an event
 * published on one reaches the streams open on every other. One channel per user with listeners here;
 * this process's listeners are fanned out in memory. After a dropped connection the channels are
 * subscribed again (events published meanwhile are lost: the screens catch up at their next load).
 * Each user's latest events are also kept in a capped list (`{prefix}recent:{userId}`) that every instance
 * reads when a stream reconnects with Last-Event-ID.
 */
export function redisPubSub(url: string, { prefix = 'maisonnee:live:', onError = (error: unknown) => console.error('Redis (événements temps réel) :', error) }: { prefix?: string; onError?: (error: unknown) => void } = {}): PubSub & { close: () => void; listenerCount: () => number } {
  const local = memoryPubSub()
  const counts = new Map<string, number>()
  let isClosed = false
  let resubscribeTimer: ReturnType<typeof setTimeout> | undefined

  const publisher = redisConnection(url)
  const subscriber = redisConnection(url, {
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

  function scheduleResubscribe() {
    if (isClosed || counts.size === 0 || resubscribeTimer) return
    resubscribeTimer = setTimeout(() => {
      resubscribeTimer = undefined
      for (const userId of counts.keys()) {
        subscriber.command(['SUBSCRIBE', `${prefix}${userId}`]).catch((error: unknown) => {
          onError(error)
          scheduleResubscribe()
        })
      }
    }, RESUBSCRIBE_DELAY_MS)
    resubscribeTimer.unref()
  }

  return {
    async publish(userId, event) {
      const text = JSON.stringify(liveMessage(event))
      const recentKey = `${prefix}recent:${userId}`
      // Pipelined in this order on one connection: the event is in the list before any instance hears of it.
      await Promise.all([
        publisher.command(['RPUSH', recentKey, text]),
        publisher.command(['LTRIM', recentKey, String(-RECENT_LIMIT), '-1']),
        publisher.command(['PEXPIRE', recentKey, String(RECENT_TTL_MS)]),
        publisher.command(['PUBLISH', `${prefix}${userId}`, text]),
      ])
    },
    async recent(userId) {
      const items = (await publisher.command(['LRANGE', `${prefix}recent:${userId}`, '0', '-1'])) as string[] | null
      return (items ?? []).map((text) => JSON.parse(text) as LiveMessage)
    },
    subscribe(userId, listener) {
      const key = String(userId)
      const unsubscribe = local.subscribe(key, listener)
      const count = counts.get(key) ?? 0
      counts.set(key, count + 1)
      if (count === 0) subscriber.command(['SUBSCRIBE', `${prefix}${key}`]).catch(onError)
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
      publisher.close()
      subscriber.close()
    },
  }
}
