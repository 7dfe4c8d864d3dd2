import { redisConnection } from '../rate-limit/redis-store.ts'
import { liveMessage, memoryPubSub, type LiveMessage, type PubSub } from './pubsub.ts'

const RESUBSCRIBE_DELAY_MS = 1_000

/**
 * Live events through Redis pub/sub (REDIS_URL), so that several app instances fan out: an event
 * published on one reaches the streams open on every other. One channel per user with listeners here;
 * this process's listeners are fanned out in memory. After a dropped connection the channels are
 * subscribed again (events published meanwhile are lost: the screens catch up at their next load).
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
      await publisher.command(['PUBLISH', `${prefix}${userId}`, JSON.stringify(liveMessage(event))])
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
