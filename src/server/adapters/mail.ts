import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

type Options = { smtpUrl?: string; from: string; outboxDir: string }

function parseFrom(from: string): { name: string; address: string } {
  const match = /^(.*)<(.+)>$/.exec(from.trim())
  return match ? { name: (match[1] ?? '').trim(), address: (match[2] ?? '').trim() } : { name: '', address: from.trim() }
}

/**
 * Payload's email adapter over nodemailer: SMTP when SMTP_URL is set; otherwise every message is
 * written to an outbox folder as an .eml file (and logged), so nothing is lost in development.
 */
export function mailAdapter({ smtpUrl, from, outboxDir }: Options): EmailAdapter {
  const sender = parseFrom(from)
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return ({ payload }) => ({
    name: smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    async sendEmail(message: SendEmailOptions) {
      const info = (await transport.sendMail({ from: { name: sender.name, address: sender.address }, ...(message as Mail.Options) })) as {
        messageId: string
        message?: unknown
      }
      if (!smtpUrl && Buffer.isBuffer(info.message)) {
        await mkdir(outboxDir, { recursive: true })
        const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
        await writeFile(file, info.message)
        payload.logger.info({ to: message.to, subject: message.subject, file }, 'Email écrit dans la boîte d’envoi locale')
      }
      return info
    },
  })
}
