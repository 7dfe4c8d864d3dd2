import { createServer, type Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string; subject: string; text: string }

/** Decodes the quoted-printable and RFC 2047 encodings nodemailer uses, enough to read a mail's words and links. */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const joined = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i] ?? ''))
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

/** The text/plain part of a raw message, decoded. */
function plainText(raw: string): string {
  const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw)
  if (!match) return ''
  const [, encoding, body = ''] = match
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests to read the emails
 * the app sends (activation links, reset links). On a free port, or on `port` (a server coming back).
 */
export async function startSmtpCapture({ port: wanted = 0 }: { port?: number } = {}): Promise<{
  url: string
  mails: CapturedMail[]
  /** Waits for a mail to `to` whose subject matches, not returned before. */
  waitForMail: (to: string, subject: RegExp, options?: { timeoutMs?: number }) => Promise<CapturedMail>
  stop: () => Promise<void>
}> {
  const mails: CapturedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? ''
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
          subject: decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, ' ')),
          text: plainText(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
  const port = (server.server.address() as { port: number }).port
  const consumed = new Set<CapturedMail>()
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, subject, { timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const mail = mails.find((m) => !consumed.has(m) && m.to.includes(to.toLowerCase()) && subject.test(m.subject))
        if (mail) {
          consumed.add(mail)
          return mail
        }
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms; received: ${mails.map((m) => `${m.to.join(',')} «${m.subject}»`).join('; ')}`)
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`${escaped}[^\\s<>"]*`).exec(mail.text)
  if (!match) throw new Error(`No link starting with ${prefix} in the mail «${mail.subject}»:\n${mail.text}`)
  return match[0]
}

/** The token an emailed account link carries in its fragment (#token=…, #email_token=…), or ''. */
export function linkToken(link: string, name: 'token' | 'email_token' = 'token'): string {
  return new URLSearchParams(new URL(link).hash.slice(1)).get(name) ?? ''
}

/**
 * A mail server that accepts connections on `port` and never says a word (no greeting): the hanging
 * SMTP server the app's time-outs are for. `stop` closes it and every connection it holds.
 */
export async function startSilentSmtp(port: number): Promise<{ connections: () => number; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>()
  let accepted = 0
  const server = createServer((socket) => {
    accepted++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    connections: () => accepted,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
