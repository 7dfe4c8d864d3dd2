import { TooManyRequestsError } from '../../domain/errors.ts'

/** Where counters live: this process's memory by default, Redis when several instances share the load. */
export type RateLimitStore = {
  /** Counts one hit on `key` in its current window and returns the count and when the window ends. */
  increment: (key: string, windowMs: number) => Promise<{ count: number; resetAt: number }>
  /** The count of `key` in its current window (0 when none), without counting a hit. */
  peek: (key: string) => Promise<number>
  reset: (key: string) => Promise<void>
}

export type RateLimitRule = { name: string; limit: number; windowMs: number }

const MINUTE = 60_000

/**
 * The limits on the calls an attacker would hammer, per client IP and per account (the email typed).
 * Payload's own lockout (5 wrong passwords, 15 minutes) comes on top for logins.
 */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 100, windowMs: 15 * MINUTE },
  loginPerAccount: { name: 'login-account', limit: 20, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 20, windowMs: 60 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', limit: 20, windowMs: 60 * MINUTE },
  forgotPerAccount: { name: 'forgot-account', limit: 5, windowMs: 60 * MINUTE },
  contactPerIp: { name: 'contact-ip', limit: 10, windowMs: 60 * MINUTE },
  /** Projects a visitor (no account) starts; ownerless drafts are removed after 30 days (remove-ownerless-drafts). */
  visitorProjectsPerIp: { name: 'visitor-projects-ip', limit: 100, windowMs: 60 * MINUTE },
  /** Codes sent to prove a visitor's address at the end of the questionnaire (each send voids the last). */
  emailCodesPerProject: { name: 'email-codes-project', limit: 5, windowMs: 60 * MINUTE },
  emailCodesPerIp: { name: 'email-codes-ip', limit: 50, windowMs: 60 * MINUTE },
  /** Failed logins per address, known or not: the 6th attempt is answered 'locked', as Payload's lockout does. */
  loginFailures: { name: 'login-failures', limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

export const RATE_LIMIT_MESSAGE = 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.'

/** Thrown (and answered with 429 and Retry-After) when a limit is reached. */
export class RateLimitedError extends TooManyRequestsError {
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super(RATE_LIMIT_MESSAGE)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Counts one attempt against each (rule, key) pair and refuses when any is over its limit. */
export async function enforceRateLimits(store: RateLimitStore, checks: Array<{ rule: RateLimitRule; key: string }>): Promise<void> {
  for (const { rule, key } of checks) {
    const { count, resetAt } = await store.increment(`${rule.name}:${key}`, rule.windowMs)
    if (count > rule.limit) throw new RateLimitedError(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)))
  }
}
