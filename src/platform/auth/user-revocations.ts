import type { PayloadRequest } from 'payload'
import { env } from '../env.ts'
import { redisConnection } from '../rate-limit/redis-store.ts'
import { redisBreaker } from '../redis-state.ts'
import { afterCommit } from '../live/after-commit.ts'
import { userCache, type UserCache } from './user-cache.ts'

/**
 * This instance's cache of signed-in users (user-cache.ts), and the revocations that empty it, heard from
 * every instance through Redis pub/sub when REDIS_URL is set.
 *
 * How long an entry lives: CACHE_TTL_MS while this instance hears the other instances' revocations (or when
 * there is no Redis: one instance), SHORT_TTL_MS while its subscription is down (then a revocation made on
 * another instance reaches this one only through the entry's end). NOTE: a Redis that accepts but stops
 * answering is not noticed by a subscriber; the short CACHE_TTL_MS bounds what it costs.
 */
const CACHE_TTL_MS = 10_000
const SHORT_TTL_MS = 5_000
const RESUBSCRIBE_DELAY_MS = 1_000

type CachedUser = { id: number | string }

export type Revocations = {
  cache: UserCache<CachedUser>
  publish: (userId: string) => Promise<void>
  /** Whether this instance hears the other instances' revocations now (always, without Redis: there are none). */
  isListening: () => boolean
  close: () => void
}

// NOTE: kept on globalThis, like the live events: the Payload hooks that revoke run in the module graph
// server.ts loaded, the requests that read the cache in the Vite-built site's; both must share one cache.
const holder = globalThis as typeof globalThis & { __maisonneeUserRevocations?: Revocations }

/** This instance's cache of signed-in users (read by currentUser) and its revocations. */
export function userRevocations(): Revocations {
  holder.__maisonneeUserRevocations ??= env.redisUrl ? redisRevocations(env.redisUrl, env.redisPrefix) : localRevocations()
  return holder.__maisonneeUserRevocations
}

function localRevocations(): Revocations {
  return { cache: userCache({ ttlMs: () => CACHE_TTL_MS }), publish: async () => undefined, isListening: () => true, close: () => undefined }
}

/** Revocations fanned out on one Redis channel (`{prefix}auth:revoked`): every instance drops the user named in a message. */
export function redisRevocations(url: string, prefix: string): Revocations {
  const channel = `${prefix}auth:revoked`
  let isClosed = false
  let isListening = false
  let resubscribeTimer: ReturnType<typeof setTimeout> | undefined
  const cache = userCache<CachedUser>({ ttlMs: () => (isListening ? CACHE_TTL_MS : SHORT_TTL_MS) })
  const publisher = redisConnection(url, { timeoutMs: env.redis.timeoutMs })
  const subscriber = redisConnection(url, {
    timeoutMs: env.redis.timeoutMs,
    onMessage(from, userId) {
      if (from === channel) cache.forgetUser(userId)
    },
    onClose() {
      if (isClosed) return
      // Revocations published while the connection was down are lost: what was kept may be stale.
      isListening = false
      cache.clear()
      scheduleSubscribe()
    },
  })

  function subscribe() {
    void redisBreaker().run(
      () =>
        subscriber.command(['SUBSCRIBE', channel]).then(() => {
          isListening = true
        }),
      () => scheduleSubscribe(),
    )
  }

  function scheduleSubscribe() {
    if (resubscribeTimer) return
    resubscribeTimer = setTimeout(() => {
      resubscribeTimer = undefined
      subscribe()
    }, RESUBSCRIBE_DELAY_MS)
    resubscribeTimer.unref()
  }

  subscribe()
  return {
    cache,
    // NOTE: while Redis is away the other instances' entries end with their time to live (they are short then too).
    publish: (userId) => redisBreaker().run(() => publisher.command(['PUBLISH', channel, userId]).then(() => undefined), () => undefined),
    isListening: () => isListening,
    close() {
      isClosed = true
      clearTimeout(resubscribeTimer)
      publisher.close()
      subscriber.close()
    },
  }
}

/**
 * Forgets the cached user on every instance, at once and again once `req`'s transaction has committed (a
 * request reading the user in between would otherwise keep what the transaction is replacing). Every write
 * that ends a session or changes who a user is calls it.
 */
export async function revokeCachedUser(userId: number | string, req?: Partial<PayloadRequest>): Promise<void> {
  const { cache, publish } = userRevocations()
  const id = String(userId)
  cache.forgetUser(id)
  await publish(id)
  if (!req?.payload) return
  await afterCommit(req as PayloadRequest, async () => {
    cache.forgetUser(id)
    await publish(id)
  })
}
