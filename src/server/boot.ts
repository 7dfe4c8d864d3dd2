import type { Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'
import { startEmailRunner, stopEmailRunner } from '../platform/mail/email-runner.ts'

/**
 * Starts Payload once for the whole process and brings the SQL schema up to date from the committed
 * migrations (MongoDB needs none). Next's admin and the Start site then get this same instance. Every
 * instance does the background work (`runsBackgroundWork`): it sends the queued emails and runs Payload's job
 * crons (the nightly queue's `autoRun`, which erases ownerless drafts); a script that rewrites the database (the
 * seed) does neither. NOTE: Payload starts its crons only when `getPayload` is asked to (`cron: true`).
 */
export async function bootPayload(config: Promise<SanitizedConfig> | SanitizedConfig, { runsBackgroundWork = true }: { runsBackgroundWork?: boolean } = {}): Promise<Payload> {
  const payload = await getPayload({ config, cron: runsBackgroundWork })
  if (payload.db.name !== 'mongoose') await payload.db.migrate()
  if (runsBackgroundWork) startEmailRunner(payload)
  return payload
}

/**
 * Stops Payload and closes its database connections, once the email runner's pass under way is over. NOTE: `payload.destroy()` alone leaves the
 * PostgreSQL pool and the SQLite client open (Payload 3.90). Worse, the PostgreSQL adapter checks
 * one client out of the pool at connect and never releases it, so `pool.end()` never settles:
 * it is started (closing every idle client) but not awaited; the held client goes with the process
 * or with the database (a test's DROP DATABASE ... WITH (FORCE)).
 */
export async function shutdownPayload(payload: Payload): Promise<void> {
  const db = payload.db as unknown as {
    pool?: { end: () => Promise<void>; on: (event: 'error', listener: (error: Error & { code?: string }) => void) => void }
    client?: { close: () => void }
    connection?: { close: () => Promise<void> }
  }
  await stopEmailRunner(payload)
  await payload.destroy()
  if (db.pool) {
    // Clients still closing when the server ends them (a test's DROP DATABASE ... WITH (FORCE)) report
    // 57P01 'terminating connection due to administrator command': the end asked for. Anything else is logged.
    db.pool.on('error', (error) => {
      if (error.code !== '57P01') payload.logger.error({ err: error }, 'Erreur PostgreSQL à l’arrêt')
    })
    void db.pool.end()
  }
  else if (db.client) db.client.close()
  else if (db.connection) await db.connection.close()
}
