import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { env } from '../env.ts'

/**
 * Every email of the product goes through a durable queue in the database (Payload's jobs): a request,
 * a hook or a service only queues the message, in the transaction of the write that causes it when there
 * is one (so a rolled-back write emails nothing), and the queue's runner (email-runner.ts) sends it soon
 * after, trying again with growing delays when the mail server fails. A message that failed every try
 * stays in the back office (Administration › Tâches et e-mails), where an admin sends it again.
 */
export const EMAIL_QUEUE = 'emails'
export const SEND_EMAIL_TASK = 'sendEmail'

/** Tries in all (the first and the retries), the retries waiting 1, 2, 4 then 8 × EMAIL_RETRY_BASE_MS. */
export const EMAIL_TRIES = 5

/** An email as the product writes it; attachments as text (an invitation) or bytes. */
export type OutgoingEmail = {
  to: string
  subject: string
  html: string
  text: string
  attachments?: ReadonlyArray<{ filename: string; content: string | Buffer; contentType: string }>
}

/** An email as the queue keeps it (JSON in the job's input): attachments in base64. */
export type QueuedEmail = {
  to: string
  subject: string
  html: string
  text: string
  attachments?: Array<{ filename: string; contentType: string; contentBase64: string }>
}

function toQueued(email: OutgoingEmail): QueuedEmail {
  const { to, subject, html, text, attachments = [] } = email
  return {
    to,
    subject,
    html,
    text,
    attachments: attachments.map(({ filename, content, contentType }) => ({
      filename,
      contentType,
      contentBase64: (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64'),
    })),
  }
}

/**
 * Queues one email. Pass the request of the write that causes it (a hook's `req`) so that the email is
 * queued in its transaction: committed with it, or never sent.
 */
export async function queueEmail(payload: Payload, email: OutgoingEmail, { req }: { req?: PayloadRequest } = {}): Promise<void> {
  await payload.jobs.queue({ task: SEND_EMAIL_TASK, queue: EMAIL_QUEUE, input: toQueued(email), req })
}

/** Queues again an email the queue keeps (a failed one an admin sends again), with every try ahead of it. */
export async function requeueEmail(payload: Payload, email: QueuedEmail, { req }: { req?: PayloadRequest } = {}): Promise<void> {
  await payload.jobs.queue({ task: SEND_EMAIL_TASK, queue: EMAIL_QUEUE, input: email, req })
}

/**
 * Sends one queued email through Payload's adapter (SMTP, or the local outbox). A failed try is logged
 * without the message's body (it may hold a link or a code) and thrown, so that Payload's queue tries
 * again later; after the last try the job keeps its error for the back office.
 */
export const sendEmailTask: TaskConfig<{ input: QueuedEmail; output: object }> = {
  slug: SEND_EMAIL_TASK,
  label: 'Envoyer un e-mail',
  retries: { attempts: EMAIL_TRIES - 1, backoff: { type: 'exponential', delay: env.emailQueue.retryBaseMs } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    {
      name: 'attachments',
      type: 'array',
      fields: [
        { name: 'filename', type: 'text', required: true },
        { name: 'contentType', type: 'text', required: true },
        { name: 'contentBase64', type: 'textarea', required: true },
      ],
    },
  ],
  handler: async ({ input, job, req }) => {
    const attempt = (job.totalTried ?? 0) + 1
    try {
      await req.payload.sendEmail({
        to: input.to,
        subject: input.subject,
        html: input.html,
        text: input.text,
        attachments: (input.attachments ?? []).map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, content: Buffer.from(contentBase64, 'base64') })),
      })
    } catch (error) {
      const isLastTry = attempt >= EMAIL_TRIES
      req.payload.logger[isLastTry ? 'error' : 'warn'](
        { jobId: job.id, to: input.to, attempt, tries: EMAIL_TRIES, err: error instanceof Error ? error.message : String(error) },
        isLastTry ? 'E-mail non envoyé après le dernier essai : à renvoyer depuis le back-office' : 'E-mail non envoyé : nouvel essai plus tard',
      )
      throw error
    }
    return { output: {} }
  },
}
