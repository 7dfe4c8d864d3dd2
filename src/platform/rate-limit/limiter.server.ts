import { env } from '../env.ts'
import { clientIpFrom } from '../client-ip.ts'
import { memoryStore } from './memory-store.ts'
import { redisStore } from './redis-store.ts'
import { redisOrMemoryStore } from './redis-or-memory-store.ts'
import { redisBreaker } from '../redis-state.ts'
import { enforceRateLimits, RATE_LIMITS, RateLimitedError, type RateLimitRule, type RateLimitStore } from './rate-limit.ts'
import { AccountLockedError, accountLoginDelayMs } from '../../domain/accounts/index.ts'

const MINUTE_MS = 60_000

// NOTE: kept on globalThis so that the Vite-built site and any re-import share one set of counters.
const holder = globalThis as typeof globalThis & { __maisonneeRateLimitStore?: RateLimitStore }

/**
 * Redis when REDIS_URL is set (several app instances share the counters), falling back to this process's
 * memory while Redis is away; this process's memory alone without it.
 */
function store(): RateLimitStore {
  holder.__maisonneeRateLimitStore ??= env.redisUrl
    ? redisOrMemoryStore({ redis: redisStore(env.redisUrl, { prefix: `${env.redisPrefix}rate:`, timeoutMs: env.redis.timeoutMs }), memory: memoryStore(), breaker: redisBreaker() })
    : memoryStore()
  return holder.__maisonneeRateLimitStore
}

/**
 * The client's address: the socket's (srvx puts it on `request.ip`), or the one trusted proxies
 * (TRUST_PROXY) say they received the request from.
 */
export function clientIp(request: Request): string {
  return clientIpFrom({ socketAddress: (request as Request & { ip?: string }).ip, headers: request.headers, trust: env.trustProxy })
}

/** How long an address where an account signed in stays known to it: the owner's usual addresses. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS
/** Key names: an account's logins waiting after a failure; an address the account signed in from. */
const DELAY = 'login-delay'
const KNOWN = 'login-known'

/**
 * The login limits, shared by the site's login and Payload's own (/api, /admin), keyed by the email typed
 * (known account or not alike, so no answer tells who has one) and by the client's address:
 * - per address: 100 failures in 15 minutes, every account alike, and its logins wait (successful ones are not counted);
 * - per (account, address): 20 attempts, and 5 failures lock that pair for 15 minutes ('locked');
 * - per account from every address: past 10 failures in 15 minutes, each failure makes the account's logins
 *   wait 1 s, 2 s, 4 s… up to a minute (a flood from many addresses gets a guess a minute at most), except
 *   from an address the account signed in from within 30 days: its owner is not kept out by strangers.
 */
export const loginLimits = {
  /** Before the password is checked: throws RateLimitedError (429) or AccountLockedError (429). */
  async check({ email, ip }: { email: string; ip: string }): Promise<void> {
    const pair = `${email}|${ip}`
    const { loginFailuresPerIp } = RATE_LIMITS
    if ((await store().peek(`${loginFailuresPerIp.name}:${ip}`)) >= loginFailuresPerIp.limit) throw new RateLimitedError(Math.ceil(loginFailuresPerIp.windowMs / 1000))
    await rateLimit([{ rule: RATE_LIMITS.loginPerAccountAndIp, key: pair }])
    if ((await store().peek(`${RATE_LIMITS.loginFailures.name}:${pair}`)) >= RATE_LIMITS.loginFailures.limit) throw new AccountLockedError()
    if ((await store().peek(`${DELAY}:${email}`)) === 0 || (await store().peek(`${KNOWN}:${pair}`)) > 0) return
    const failures = await store().peek(`${RATE_LIMITS.accountLoginFailures.name}:${email}`)
    throw new RateLimitedError(Math.max(1, Math.ceil(accountLoginDelayMs({ failures, free: RATE_LIMITS.accountLoginFailures.limit }) / 1000)))
  },
  /** A wrong password (or an unknown address): counted for the pair and for the account, which may then wait. */
  async recordFailure({ email, ip }: { email: string; ip: string }): Promise<void> {
    const { loginFailures, accountLoginFailures, loginFailuresPerIp } = RATE_LIMITS
    await store().increment(`${loginFailures.name}:${email}|${ip}`, loginFailures.windowMs)
    await store().increment(`${loginFailuresPerIp.name}:${ip}`, loginFailuresPerIp.windowMs)
    const { count } = await store().increment(`${accountLoginFailures.name}:${email}`, accountLoginFailures.windowMs)
    const delayMs = accountLoginDelayMs({ failures: count, free: accountLoginFailures.limit })
    if (delayMs > 0) await store().increment(`${DELAY}:${email}`, delayMs)
  },
  /** A signed-in account: its address's failures are forgotten and the address becomes known to it. */
  async recordSuccess({ email, ip }: { email: string; ip: string }): Promise<void> {
    await store().reset(`${RATE_LIMITS.loginFailures.name}:${email}|${ip}`)
    await store().increment(`${KNOWN}:${email}|${ip}`, KNOWN_ADDRESS_MS)
  },
}

/** Counts one use of `key` under `rule` and says whether it is within the limit (for what is skipped past it, not refused). */
export async function isWithinLimit(rule: RateLimitRule, key: string): Promise<boolean> {
  const { count } = await store().increment(`${rule.name}:${key}`, rule.windowMs)
  return count <= rule.limit
}

/** Counts one attempt per (rule, key) and throws RateLimitedError (429) past a limit. */
export function rateLimit(checks: Array<{ rule: RateLimitRule; key: string }>): Promise<void> {
  return enforceRateLimits(store(), checks)
}
