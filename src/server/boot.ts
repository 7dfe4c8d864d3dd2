import type { Payload, SanitizedConfig } from 'payload'
import { getPayload } from 'payload'

/**
 * Starts Payload once for the whole process and brings the SQL schema up to date from the committed
 * migrations (MongoDB needs none). Next's admin and the Start site then get this same instance.
 */
export async function bootPayload(config: Promise<SanitizedConfig> | SanitizedConfig): Promise<Payload> {
  const payload = await getPayload({ config })
  if (payload.db.name !== 'mongoose') await payload.db.migrate()
  return payload
}

/**
 * Stops Payload and closes its database connections. NOTE: `payload.destroy()` alone leaves the
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
