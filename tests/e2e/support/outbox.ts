import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/** The newest .eml the app wrote to its local outbox (no SMTP_URL here) for `to`, decoded enough to read links and codes. */
function latestOutboxMail(to: string): string {
  const outbox = path.join(inject('dataDir'), 'outbox')
  const files = readdirSync(outbox).filter((file) => file.endsWith('.eml')).sort()
  for (const file of files.reverse()) {
    const raw = readFileSync(path.join(outbox, file), 'utf8')
    if (raw.includes(`To: ${to}`)) return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  }
  throw new Error(`no mail to ${to} in ${outbox}`)
}

/** Waits (up to 15 s: the email queue sends within a second here) for the app's outbox to hold a mail to `to` containing `marker`. */
export async function outboxMail(to: string, marker: string): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    try {
      const mail = latestOutboxMail(to)
      if (mail.includes(marker)) return mail
    } catch {
      // NOTE: the email is sent by the queue after the answer; wait for it to reach the outbox.
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no mail to ${to} containing ${marker}`)
}

/** The 6-digit code of the questionnaire's email step, from the newest mail to `to`. */
export async function questionnaireCode(to: string): Promise<string> {
  const mail = await outboxMail(to, 'votre code pour confirmer votre adresse')
  // NOTE: the no-break space before « : » is quoted-printable in the .eml (=C2=A0), which the decoding above leaves.
  const code = /confirmer votre adresse et enregistrer votre projet(?:\s|=C2=A0): (\d{6})/.exec(mail)?.[1]
  if (!code) throw new Error(`no code in the mail to ${to}`)
  return code
}
