import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { contactSchema } from '../../domain/accounts/index.ts'
import { env } from '../env.ts'
import { RATE_LIMITS } from '../rate-limit/rate-limit.ts'
import { rateLimit } from '../rate-limit/limiter.server.ts'
import { sendAccountEmail } from '../mail/account-emails.ts'
import { contactStaffEmail } from '../mail/templates.ts'
import { parseInput } from './parse-input.ts'

export const CONTACT_SENT = 'Merci, votre message est bien envoyé. Notre équipe vous répond sous 48 heures ouvrées.'

/** The team's address for contact messages: CONTACT_EMAIL, or the sender address of every email. */
const staffAddress = () => process.env.CONTACT_EMAIL ?? env.mailFrom

/**
 * The contact page: the message is stored first (nothing is lost if the mail server is down) and then
 * emailed to the team; a failed email is logged, the message stays in the back office.
 */
export async function sendContactMessage(payload: Payload, input: unknown, { ip, sender }: { ip: string; sender: User | null }): Promise<void> {
  await rateLimit([{ rule: RATE_LIMITS.contactPerIp, key: ip }])
  const data = parseInput(contactSchema, input)
  const stored = await payload.create({ collection: slugs.contactMessages, data: { ...data, sender: sender?.id ?? null }, overrideAccess: true })
  try {
    await sendAccountEmail(payload, staffAddress(), { ...contactStaffEmail(data) })
  } catch (error) {
    payload.logger.error({ err: error, contactMessageId: stored.id }, 'Message de contact enregistré mais non envoyé par email')
  }
}
