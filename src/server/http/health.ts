import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'

export type Health = { status: 'ok' | 'unavailable'; database: 'ok' | 'error'; uptimeS: number }

/**
 * GET /health, for a load balancer or a process supervisor: 200 when this instance takes traffic and
 * reaches its database, 503 otherwise (and from the moment a shutdown starts, so that traffic drains).
 */
export async function checkHealth(payload: Payload, { isShuttingDown }: { isShuttingDown: boolean }): Promise<Health> {
  const database = await payload
    .count({ collection: slugs.zones, overrideAccess: true })
    .then(() => 'ok' as const)
    .catch((error: unknown) => {
      payload.logger.error({ err: error }, 'Contrôle de santé : base de données injoignable')
      return 'error' as const
    })
  const status = database === 'ok' && !isShuttingDown ? 'ok' : 'unavailable'
  return { status, database, uptimeS: Math.round(process.uptime()) }
}
