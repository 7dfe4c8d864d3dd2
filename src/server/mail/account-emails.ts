import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { env } from '../env.ts'
import type { EmailContent } from './layout.ts'
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

export const accountLinks = {
  activation: (token: string) => `${env.publicUrl}/account/confirm?${new URLSearchParams({ token })}`,
  reset: (token: string) => `${env.publicUrl}/reset/pass?${new URLSearchParams({ token })}`,
  emailChange: (token: string) => `${env.publicUrl}/account/confirm?${new URLSearchParams({ email_token: token })}`,
  forgot: () => `${env.publicUrl}/reset/pass`,
  login: () => `${env.publicUrl}/login`,
  space: () => `${env.publicUrl}/`,
}

/** Sends one email through Payload's adapter (SMTP, or the local outbox). */
export async function sendAccountEmail(payload: Payload, to: string, content: EmailContent): Promise<void> {
  await payload.sendEmail({ to, subject: content.subject, html: content.html, text: content.text })
}

/**
 * A one-time link token for the account, valid `expirationMs`. NOTE: Payload's reset-password token
 * serves both activation and reset: following either link proves the address, sets the password and
 * activates the account; asking for a new link replaces the previous one.
 */
async function linkToken(payload: Payload, email: string, expirationMs: number): Promise<string | null> {
  const token = await payload.forgotPassword({ collection: slugs.users, data: { email }, disableEmail: true, expiration: expirationMs })
  return token ?? null
}

/** The activation email: confirm the address and choose a password (valid 7 days). */
export async function sendActivationEmail(payload: Payload, user: Recipient): Promise<void> {
  const token = await linkToken(payload, user.email, ACTIVATION_LINK_DAYS * DAY_MS)
  if (!token) return
  await sendAccountEmail(payload, user.email, activationEmail({ firstName: user.firstName, url: accountLinks.activation(token) }))
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
  await sendAccountEmail(payload, email, resetPasswordEmail({ firstName: found.firstName, url: accountLinks.reset(token) }))
}

/** The welcome email of an account created by the questionnaire. */
export async function sendWelcomeEmail(payload: Payload, user: Recipient): Promise<void> {
  await sendAccountEmail(payload, user.email, welcomeEmail({ firstName: user.firstName, url: accountLinks.space(), resetUrl: accountLinks.forgot() }))
}

/** Tells the owner of an existing account that someone tried to sign up with their address. */
export async function sendAccountExistsEmail(payload: Payload, user: Recipient): Promise<void> {
  await sendAccountEmail(payload, user.email, accountExistsEmail({ firstName: user.firstName, loginUrl: accountLinks.login(), resetUrl: accountLinks.forgot() }))
}
