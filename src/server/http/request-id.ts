import { randomUUID } from 'node:crypto'

/** The header that names a request in the logs, sent back on the response for support. */
export const REQUEST_ID_HEADER = 'x-request-id'

const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/

/**
 * The id of a request: the one a load balancer in front already gave it (when it looks like an id), so
 * that both logs tell of the same request, or a new one.
 */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : randomUUID()
}
