import type { Payload } from 'payload'
import { maskPhone } from '../../domain/phone/index.ts'

/** An account as a mail's addressee: a customer who signed up with a phone only has no email. */
export type MaybeMailable = { id: number | string; email?: string | null; username?: string | null }

/**
 * The account's email, or null, logged, when it has none (a phone-only customer, spec section 6): the
 * mail `what` is skipped. The log line names the account and its phone masked, never the whole number.
 */
export function emailOrSkip(payload: Payload, user: MaybeMailable, what: string): string | null {
  if (user.email) return user.email
  payload.logger.info({ userId: user.id, phone: user.username ? maskPhone(user.username) : null }, `${what} non envoyé : compte sans adresse email`)
  return null
}
