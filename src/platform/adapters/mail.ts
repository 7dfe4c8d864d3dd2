import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

type Options = { smtpUrl?: string; from: string; outboxDir: string }

/**
 * How long one try waits for the SMTP server: to connect, for its greeting, and for any answer after.
 * Nodemailer's own defaults (2 minutes, 30 seconds, 10 minutes) would keep a job on a server that accepts
 * and never answers; past these limits the try fails and the queue tries again later.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 } as const

/**
 * SMTP_URL with the time-outs added as query options, those it sets itself kept. NOTE: nodemailer's
 * `createTransport` reads a configuration's `url` alone and drops its other keys, but reads every query
 * option of the URL (as it reads `pool=true`), so the time-outs travel in the URL.
 */
export function withSmtpTimeouts(smtpUrl: string): string {
  const missing = Object.entries(SMTP_TIMEOUTS_MS).filter(([name]) => !new RegExp(`[?&]${name}=`).test(smtpUrl))
  if (missing.length === 0) return smtpUrl
  return `${smtpUrl}${smtpUrl.includes('?') ? '&' : '?'}${missing.map(([name, ms]) => `${name}=${ms}`).join('&')}`
}

function parseFrom(from: string): { name: string; address: string } {
  const match = /^(.*)<(.+)>$/.exec(from.trim())
  return match ? { name: (match[1] ?? '').trim(), address: (match[2] ?? '').trim() } : { name: '', address: from.trim() }
}

/**
 * Payload's email adapter over nodemailer: SMTP when SMTP_URL is set; otherwise every message is
 * written to an outbox folder as an .eml file (and logged), so nothing is lost in development.
 * NOTE: only the email queue's task calls it (src/platform/mail/email-queue.ts): a request never waits for it.
 */
export function mailAdapter({ smtpUrl, from, outboxDir }: Options): EmailAdapter {
  const sender = parseFrom(from)
  const transport = smtpUrl
    ? nodemailer.createTransport(withSmtpTimeouts(smtpUrl))
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
