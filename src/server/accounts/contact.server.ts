import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { contactSchema } from '../../domain/accounts/index.ts'
import { env } from '../../platform/env.ts'
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts'
import { rateLimit } from '../../platform/rate-limit/limiter.server.ts'
import { queueAccountEmail } from '../../platform/mail/account-emails.ts'
import { contactStaffEmail } from '../../platform/mail/templates.ts'
import { parseInput } from '../../domain/parse-input.ts'

export const CONTACT_SENT = 'Merci, votre message est bien envoyé. Notre équipe vous répond sous 48 heures ouvrées.'

/** The team's address for contact messages: CONTACT_EMAIL, or the sender address of every email. */
const staffAddress = () => process.env.CONTACT_EMAIL ?? env.mailFrom

/**
 * The contact page, limited per IP and per address: the message is stored (the back office shows it) and its email to the team queued;
 * the email queue sends it, trying again while the mail server is down.
 */
export async function sendContactMessage(payload: Payload, input: unknown, { ip, sender }: { ip: string; sender: User | null }): Promise<void> {
  await rateLimit([{ rule: RATE_LIMITS.contactPerIp, key: ip }])
  const data = parseInput(contactSchema, input)
  await rateLimit([{ rule: RATE_LIMITS.contactPerAddress, key: data.email }])
  await payload.create({ collection: slugs.contactMessages, data: { ...data, sender: sender?.id ?? null }, overrideAccess: true })
  await queueAccountEmail(payload, staffAddress(), { ...contactStaffEmail(data) })
}
