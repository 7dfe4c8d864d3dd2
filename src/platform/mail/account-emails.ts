import type { Payload, PayloadRequest } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { env } from '../env.ts'
import type { EmailContent } from './layout.ts'
import { queueEmail } from './email-queue.ts'
import {
  ACTIVATION_LINK_DAYS,
  RESET_LINK_HOURS,
  accountExistsEmail,
  activationEmail,
  resetPasswordEmail,
  welcomeEmail,
} from './templates.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

type Recipient = { email: string; firstName?: string | null }

/**
 * The name an email to an account may greet with: an active account's only, whose address was proven by its
 * owner. An inactive account's name was typed by whoever signed up with the address, who may not own it.
 */
export function provenFirstName(account: { firstName?: string | null; isActive?: boolean | null }): string | null {
  return account.isActive ? (account.firstName ?? null) : null
}
/** The request of the write that causes the email, to queue it in that write's transaction. */
type InWrite = { req?: PayloadRequest }

/**
 * The links of the account emails. NOTE: a link's token rides in the fragment (#token=…), which browsers
 * never send: it reaches no server log, proxy or Referer; the page reads it and posts it (issue 37). The
 * query form (?token=…) of older emails is refused with a French message.
 */
export const accountLinks = {
  activation: (token: string) => `${env.publicUrl}/account/confirm#${new URLSearchParams({ token })}`,
  reset: (token: string) => `${env.publicUrl}/reset/pass#${new URLSearchParams({ token })}`,
  emailChange: (token: string) => `${env.publicUrl}/account/confirm#${new URLSearchParams({ email_token: token })}`,
  forgot: () => `${env.publicUrl}/reset/pass`,
  login: () => `${env.publicUrl}/login`,
  // « Mes projets »: read on another device, signed out, it opens the login screen, then comes back here.
  space: () => `${env.publicUrl}/projets`,
}

/** Queues one email; the email queue sends it (SMTP, or the local outbox), trying again if it fails. */
export async function queueAccountEmail(payload: Payload, to: string, content: EmailContent, { req }: InWrite = {}): Promise<void> {
  await queueEmail(payload, { to, subject: content.subject, html: content.html, text: content.text }, { req })
}

/**
 * A one-time link token for the account, valid `expirationMs`. NOTE: Payload's reset-password token
 * serves both activation and reset: following either link proves the address, sets the password and
 * activates the account; asking for a new link replaces the previous one.
 */
async function linkToken(payload: Payload, email: string, expirationMs: number, { req }: InWrite = {}): Promise<string | null> {
  const token = await payload.forgotPassword({ collection: slugs.users, data: { email }, disableEmail: true, expiration: expirationMs, req })
  return token ?? null
}

/** The activation email: confirm the address and choose a password (valid 7 days). */
export async function sendActivationEmail(payload: Payload, user: { email: string }, { req }: InWrite = {}): Promise<void> {
  const token = await linkToken(payload, user.email, ACTIVATION_LINK_DAYS * DAY_MS, { req })
  if (!token) return
  await queueAccountEmail(payload, user.email, activationEmail({ url: accountLinks.activation(token) }), { req })
}

/** A new one-time token to choose the password (valid as long as a reset link), replacing the account's link. */
export function passwordToken(payload: Payload, email: string): Promise<string | null> {
  return linkToken(payload, email, RESET_LINK_HOURS * HOUR_MS)
}

/** The reset email (valid 1 hour). Does nothing for an unknown address, and says nothing about it. */
export async function sendResetEmail(payload: Payload, email: string): Promise<void> {
  const user = await payload.find({ collection: slugs.users, where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  const found = user.docs[0]
  if (!found) return
  const token = await linkToken(payload, email, RESET_LINK_HOURS * HOUR_MS)
  if (!token) return
  await queueAccountEmail(payload, email, resetPasswordEmail({ firstName: provenFirstName(found), url: accountLinks.reset(token) }))
}

/** The welcome email of an account created by the questionnaire. */
export async function sendWelcomeEmail(payload: Payload, user: Recipient, { req }: InWrite = {}): Promise<void> {
  await queueAccountEmail(payload, user.email, welcomeEmail({ firstName: user.firstName, url: accountLinks.space(), resetUrl: accountLinks.forgot() }), { req })
}

/** Tells the owner of an existing account that someone tried to sign up with their address. */
export async function sendAccountExistsEmail(payload: Payload, user: Recipient & { isActive?: boolean | null }): Promise<void> {
  await queueAccountEmail(payload, user.email, accountExistsEmail({ firstName: provenFirstName(user), loginUrl: accountLinks.login(), resetUrl: accountLinks.forgot() }))
}
