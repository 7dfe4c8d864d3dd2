import { env } from '../env.ts'
import { memoryPubSub, type LiveEvent, type PubSub } from '../adapters/pubsub.ts'
import { redisPubSub } from '../adapters/redis-pubsub.ts'
import { redisBreaker } from '../redis-state.ts'

// NOTE: kept on globalThis: the Payload hooks that publish run in the module graph server.ts loaded, the
// /stream route in the Vite-built site's; both must reach the same subscribers.
const holder = globalThis as typeof globalThis & { __maisonneeLiveEvents?: PubSub }

/** Redis pub/sub when REDIS_URL is set (several app instances fan out; events wait locally while Redis is away), else this process's memory. */
export function liveEvents(): PubSub {
  holder.__maisonneeLiveEvents ??= env.redisUrl ? redisPubSub(env.redisUrl, { prefix: `${env.redisPrefix}live:`, timeoutMs: env.redis.timeoutMs, breaker: redisBreaker() }) : memoryPubSub()
  return holder.__maisonneeLiveEvents
}

/** Tells `userId`'s open screens to reload a project. */
export function publishLiveEvent(userId: number | string, event: Omit<LiveEvent, 'reload'>): Promise<void> {
  return liveEvents().publish(userId, { reload: true, ...event })
}
