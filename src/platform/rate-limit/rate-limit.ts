import { TooManyRequestsError } from '../../domain/errors.ts'
import { ONE_TIME_CODE_MAX_ATTEMPTS, ONE_TIME_CODE_MINUTES } from '../../domain/one-time-code/index.ts'
import { SIGNATURE_CODE_MAX_ATTEMPTS, SIGNATURE_CODE_TTL_MS } from '../../domain/signature/signature.ts'

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
 * Logins are limited per address and per (account, address) pair, so that a flood on one account from
 * many addresses slows that account only, and briefly (see loginLimits in limiter.server.ts).
 */
export const RATE_LIMITS = {
  /** Failed logins from one address, every account alike: past the limit its logins wait (429). Successful ones do not count: an office's colleagues behind one address, or a test run, sign in freely. */
  loginFailuresPerIp: { name: 'login-failures-ip', limit: 100, windowMs: 15 * MINUTE },
  loginPerAccountAndIp: { name: 'login-account-ip', limit: 20, windowMs: 15 * MINUTE },
  registerPerIp: { name: 'register-ip', limit: 20, windowMs: 60 * MINUTE },
  registerPerAddress: { name: 'register-address', limit: 5, windowMs: 60 * MINUTE },
  /** Email-change requests (« Mon compte »): per account, and per new address whoever asks. */
  emailChangePerAccount: { name: 'email-change-account', limit: 5, windowMs: 60 * MINUTE },
  emailChangePerAddress: { name: 'email-change-address', limit: 5, windowMs: 60 * MINUTE },
  /** Confirmation emails to one new address: one an hour, whoever asks (nobody's inbox is flooded through us). */
  emailChangeMailsPerAddress: { name: 'email-change-mails-address', limit: 1, windowMs: 60 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', limit: 20, windowMs: 60 * MINUTE },
  forgotPerAccount: { name: 'forgot-account', limit: 5, windowMs: 60 * MINUTE },
  contactPerIp: { name: 'contact-ip', limit: 10, windowMs: 60 * MINUTE },
  /** Contact messages signed with one address, whoever sends them (nobody floods the team in someone else’s name). */
  contactPerAddress: { name: 'contact-address', limit: 5, windowMs: 60 * MINUTE },
  /** Projects a visitor (no account) starts; ownerless drafts are removed after 30 days (remove-ownerless-drafts). */
  visitorProjectsPerIp: { name: 'visitor-projects-ip', limit: 100, windowMs: 60 * MINUTE },
  /** Codes sent to prove a visitor's address (or phone) at the end of the questionnaire (each send voids the last). */
  codesPerProject: { name: 'email-codes-project', limit: 5, windowMs: 60 * MINUTE },
  codesPerIp: { name: 'email-codes-ip', limit: 50, windowMs: 60 * MINUTE },
  /** Codes sent by email to one address, whatever the project (the questionnaire's email step). */
  emailCodesPerAddress: { name: 'email-codes-address', limit: 10, windowMs: 60 * MINUTE },
  /** Codes sent by SMS to one phone number, whatever the project: each costs, and nobody's phone is flooded through us. */
  smsCodesPerPhone: { name: 'sms-codes-phone', limit: 5, windowMs: 60 * MINUTE },
  /**
   * Tries of one questionnaire code (keyed by its hash), counted atomically before it is compared: the
   * project's stored count alone lost the tries that arrived together (attacker pass, issue 37).
   */
  oneTimeCodeTries: { name: 'one-time-code-tries', limit: ONE_TIME_CODE_MAX_ATTEMPTS, windowMs: ONE_TIME_CODE_MINUTES * MINUTE },
  /** Tries of one signing code (keyed by its hash), counted the same way and for the same reason. */
  signatureCodeTries: { name: 'signature-code-tries', limit: SIGNATURE_CODE_MAX_ATTEMPTS, windowMs: SIGNATURE_CODE_TTL_MS },
  /** Lookups in the public company register through our proxy (the register itself allows a few per second to us all). */
  companyLookupsPerIp: { name: 'company-lookups-ip', limit: 30, windowMs: 10 * MINUTE },
  /** Failed logins per (account, address), known account or not: the 6th attempt from that address is answered 'locked'. */
  loginFailures: { name: 'login-failures', limit: 5, windowMs: 15 * MINUTE },
  /** Failed logins per account from every address: past the limit each failure delays the account's logins (accountLoginDelayMs). */
  accountLoginFailures: { name: 'login-failures-account', limit: 10, windowMs: 15 * MINUTE },
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
