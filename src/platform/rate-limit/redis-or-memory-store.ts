import type { CircuitBreaker } from '../adapters/circuit-breaker.ts'
import type { RateLimitStore } from './rate-limit.ts'

/**
 * Counters in Redis while it answers, in this instance's memory while it does not (the breaker skips Redis
 * for a while after a failure): a Redis outage loosens the limits to per-instance counting, and never
 * fails or stalls a login.
 */
export function redisOrMemoryStore({ redis, memory, breaker }: { redis: RateLimitStore; memory: RateLimitStore; breaker: CircuitBreaker }): RateLimitStore {
  return {
    increment: (key, windowMs) => breaker.run(() => redis.increment(key, windowMs), () => memory.increment(key, windowMs)),
    peek: (key) => breaker.run(() => redis.peek(key), () => memory.peek(key)),
    async reset(key) {
      await memory.reset(key)
      await breaker.run(() => redis.reset(key), () => undefined)
    },
  }
}
