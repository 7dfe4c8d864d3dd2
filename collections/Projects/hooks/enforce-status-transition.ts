import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { checkTransition, type Actor } from '../../../src/domain/workflow/index.ts'
import { userHasRole } from '../../access/roles-of.ts'

/**
 * Who is moving the project: staff by role; trusted server code says who it acts as with
 * `context.actor` ('system' for a payment webhook, 'staff' for the seed or an admin script);
 * anyone else signed in is the customer, and a call with no user at all is the system.
 */
function actorOf(req: Parameters<CollectionBeforeChangeHook>[0]['req'], context: Record<string, unknown>): Actor {
  if (context.actor === 'system' || context.actor === 'staff') return context.actor
  if (userHasRole(req.user, 'staff')) return 'staff'
  return req.user ? 'customer' : 'system'
}

/**
 * The status machine of workflow.md, enforced on every write: an illegal `status` is refused with a
 * French message and nothing changes. Entering the exception (13) remembers the status it holds.
 */
export const enforceStatusTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  const from = operation === 'create' ? 0 : Number(originalDoc?.status ?? 0)
  const to = data.status === undefined || data.status === null ? from : Number(data.status)
  const check = checkTransition({ from, to, actor: actorOf(req, context), previousStatus: originalDoc?.statusBeforeException ?? null })
  if (!check.ok) throw new ValidationError({ errors: [{ message: check.reason, path: 'status' }] }, req.t)
  if (check.move === 'hold') return { ...data, status: to, statusBeforeException: from }
  if (from === 13 && to !== 13) return { ...data, status: to, statusBeforeException: null }
  return { ...data, status: to }
}
