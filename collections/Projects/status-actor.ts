import type { PayloadRequest, RequestContext } from 'payload'
import { isProjectStatus, type Actor, type ProjectStatus } from '../../src/domain/workflow/index.ts'
import { userHasRole } from '../access/roles-of.ts'

/**
 * Who is moving the project: staff by role; trusted server code says who it acts as with
 * `context.actor` ('system' for a payment webhook, 'staff' for the seed or an admin script);
 * anyone else signed in is the customer, and a call with no user at all is the system.
 */
export function statusActorOf(req: PayloadRequest, context: RequestContext): Actor {
  if (context.actor === 'system' || context.actor === 'staff') return context.actor
  if (userHasRole(req.user, 'staff')) return 'staff'
  return req.user ? 'customer' : 'system'
}

/** The status a project held before its exception, as stored (null when none). */
export function heldStatusOf(doc: { statusBeforeException?: unknown } | undefined): ProjectStatus | null {
  const held = doc?.statusBeforeException
  return isProjectStatus(held) ? held : null
}
