import { env } from '../env.ts'
import { memoryStore } from './memory-store.ts'
import { redisStore } from './redis-store.ts'
import { enforceRateLimits, RATE_LIMITS, type RateLimitRule, type RateLimitStore } from './rate-limit.ts'

// NOTE: kept on globalThis so that the Vite-built site and any re-import share one set of counters.
const holder = globalThis as typeof globalThis & { __maisonneeRateLimitStore?: RateLimitStore }

/** Redis when REDIS_URL is set (several app instances share the counters), else this process's memory. */
function store(): RateLimitStore {
  holder.__maisonneeRateLimitStore ??= env.redisUrl ? redisStore(env.redisUrl, `${env.redisPrefix}rate:`) : memoryStore()
  return holder.__maisonneeRateLimitStore
}

/**
 * The client's address as the Node server saw it (srvx puts the socket address on `request.ip`).
 * X-Forwarded-For is not trusted: anyone can send it.
 */
export function clientIp(request: Request): string {
  return (request as Request & { ip?: string }).ip ?? 'unknown'
}

/** Failure counters (e.g. failed logins per address), read and written apart from the limits. */
export const failureCounter = (rule: RateLimitRule) => ({
  isOverLimit: async (key: string) => (await store().peek(`${rule.name}:${key}`)) >= rule.limit,
  record: (key: string) => store().increment(`${rule.name}:${key}`, rule.windowMs),
  clear: (key: string) => store().reset(`${rule.name}:${key}`),
})

/** Failed logins per address, known or not: shared by the site's login and Payload's own (/api, /admin). */
export const loginFailures = failureCounter(RATE_LIMITS.loginFailures)

/** Counts one attempt per (rule, key) and throws RateLimitedError (429) past a limit. */
export function rateLimit(checks: Array<{ rule: RateLimitRule; key: string }>): Promise<void> {
  return enforceRateLimits(store(), checks)
}
