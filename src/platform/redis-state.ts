import { env } from './env.ts'
import { circuitBreaker, type CircuitBreaker } from './adapters/circuit-breaker.ts'

// NOTE: kept on globalThis, like the rate-limit store and the live events: the module graph server.ts loaded
// and the Vite-built site's share one view of Redis.
const holder = globalThis as typeof globalThis & { __maisonneeRedisBreaker?: CircuitBreaker }

/**
 * The one circuit breaker of this instance's Redis connections (rate limits and live events: one Redis, so
 * one outage). Its log lines are the only ones per outage: when Redis fails, and when it answers again.
 */
export function redisBreaker(): CircuitBreaker {
  holder.__maisonneeRedisBreaker ??= circuitBreaker({
    retryAfterMs: env.redis.retryMs,
    onOpen: (error) => console.error('Redis injoignable : limites comptées en mémoire sur cette instance, événements temps réel mis en attente', error),
    onClose: () => console.info('Redis de nouveau joignable : limites et événements temps réel repassent par Redis'),
  })
  return holder.__maisonneeRedisBreaker
}

/** For /health: 'absent' without REDIS_URL, 'degraded' while Redis is skipped after a failure, else 'ok'. */
export function redisState(): 'ok' | 'degraded' | 'absent' {
  if (!env.redisUrl) return 'absent'
  return redisBreaker().state()
}
