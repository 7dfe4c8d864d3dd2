import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'

/** One text message to a phone number (as typed, whitespace stripped). */
export type SmsMessage = { to: string; text: string }

/** How the product sends text messages: one implementation per provider, chosen in sms.server.ts. */
export type SmsSender = { name: string; send: (message: SmsMessage) => Promise<void> }

/**
 * Development and tests: every text message is written to the local outbox beside the emails
 * (`$DATA_DIR/outbox/*.sms.txt`, `To:` then a blank line then the text), and its recipient and file logged
 * (never its text, which carries a code).
 */
export function outboxSmsSender({ outboxDir, logger }: { outboxDir: string; logger: Payload['logger'] }): SmsSender {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await mkdir(outboxDir, { recursive: true })
      const file = path.join(outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.sms.txt`)
      await writeFile(file, `To: ${to}\n\n${text}\n`)
      logger.info({ to, file }, 'SMS écrit dans la boîte d’envoi locale')
    },
  }
}
