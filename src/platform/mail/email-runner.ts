import type { Payload } from 'payload'
import { env } from '../env.ts'
import { EMAIL_QUEUE } from './email-queue.ts'

/** Emails claimed per pass (Payload sends them side by side). */
const BATCH = 10
/**
 * A job still marked as being sent this long after it was claimed belongs to an instance that died
 * mid-send (kill -9): it is released for another try. One try lasts at most the SMTP time-outs (about 20 s).
 */
const STALE_CLAIM_MS = 10 * 60_000
const STALE_SWEEP_EVERY_MS = 60_000
/** The PostgreSQL advisory lock that lets one instance at a time run the email queue (any 64-bit key, ours alone). */
export const POSTGRES_LOCK_KEY = 0x6d61696c

type PgClient = { query: (sql: string, params: unknown[]) => Promise<{ rows: Array<{ locked?: boolean }> }>; release: () => void }
type PgPool = { connect: () => Promise<PgClient> }

/**
 * Runs `pass` unless another instance is running the queue. NOTE: Payload 3.90 claims jobs by reading
 * them then marking them `processing`, which two instances polling at the same moment on PostgreSQL could
 * both do; the advisory lock (released with its connection if the process dies) keeps the passes apart.
 * SQLite is one process's file; on MongoDB several instances rely on Payload's claim alone.
 */
async function unlessRunElsewhere(payload: Payload, pass: () => Promise<void>): Promise<void> {
  const pool = payload.db.name === 'postgres' ? (payload.db as unknown as { pool?: PgPool }).pool : undefined
  if (!pool) return pass()
  const client = await pool.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [POSTGRES_LOCK_KEY])
    if (!rows[0]?.locked) return
    try {
      await pass()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [POSTGRES_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}

/** Releases the email jobs an instance claimed and never finished (see STALE_CLAIM_MS). */
async function releaseStaleClaims(payload: Payload, now: Date): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: EMAIL_QUEUE } },
        { processing: { equals: true } },
        { updatedAt: { less_than: new Date(now.getTime() - STALE_CLAIM_MS).toISOString() } },
      ],
    },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
}

type Runner = { stop: () => Promise<void> }
const runners = new WeakMap<Payload, Runner>()

/**
 * Starts this instance's email runner: a pass every EMAIL_QUEUE_POLL_MS sends the emails due (new ones,
 * and failed ones whose retry time has come). Passes never overlap, and Payload's claim (`processing`)
 * keeps an email from being sent twice. A database out of reach is logged once, then again when it is back.
 */
export function startEmailRunner(payload: Payload, { intervalMs = env.emailQueue.pollMs }: { intervalMs?: number } = {}): void {
  if (runners.has(payload)) return
  let isStopped = false
  let isFailing = false
  let lastSweep = 0
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> = Promise.resolve()

  const pass = () =>
    unlessRunElsewhere(payload, async () => {
      const now = new Date()
      if (now.getTime() - lastSweep >= STALE_SWEEP_EVERY_MS) {
        await releaseStaleClaims(payload, now)
        lastSweep = now.getTime()
      }
      await payload.jobs.run({ queue: EMAIL_QUEUE, limit: BATCH, silent: true })
    })

  const schedule = () => {
    if (isStopped) return
    timer = setTimeout(tick, intervalMs)
    // The runner alone keeps no process alive (a script that boots Payload ends when its work does).
    timer.unref()
  }

  function tick() {
    current = pass()
      .then(() => {
        if (isFailing) payload.logger.info('File des e-mails : de nouveau en service')
        isFailing = false
      })
      .catch((error: unknown) => {
        if (!isFailing) payload.logger.error({ err: error }, 'File des e-mails : passage impossible, nouvel essai à chaque intervalle')
        isFailing = true
      })
      .finally(schedule)
  }

  schedule()
  runners.set(payload, {
    async stop() {
      isStopped = true
      clearTimeout(timer)
      await current
    },
  })
}

/** Stops the runner, waiting for the pass under way (before the database is closed). */
export async function stopEmailRunner(payload: Payload): Promise<void> {
  const runner = runners.get(payload)
  runners.delete(payload)
  await runner?.stop()
}
