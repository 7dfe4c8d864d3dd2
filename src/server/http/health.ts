import type { DatabaseAvailability } from '../../platform/database/availability.ts'
import { redisState } from '../../platform/redis-state.ts'

/** `redis`: 'degraded' while Redis is skipped after a failure; it never makes the instance unavailable. */
export type Health = { status: 'ok' | 'unavailable'; database: 'ok' | 'error'; redis: ReturnType<typeof redisState>; uptimeS: number }

/**
 * GET /health/ready (and /health), for a load balancer: 200 when this instance takes traffic and reaches
 * its database (a probe made now), 503 otherwise, and from the moment a shutdown starts so that traffic
 * drains. GET /health/live (server.ts) is the process's own: 200 while it answers at all.
 */
export async function checkHealth(database: Pick<DatabaseAvailability, 'check'>, { isShuttingDown }: { isShuttingDown: boolean }): Promise<Health> {
  const reachable = await database.check()
  return { status: reachable && !isShuttingDown ? 'ok' : 'unavailable', database: reachable ? 'ok' : 'error', redis: redisState(), uptimeS: Math.round(process.uptime()) }
}
