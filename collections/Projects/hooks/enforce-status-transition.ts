import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { checkTransition } from '../../../src/domain/workflow/index.ts'
import { statusActorOf } from '../status-actor.ts'

/**
 * The status machine of workflow.md, enforced on every write: an illegal `status` is refused with a
 * French message and nothing changes. Entering the exception (13) remembers the status it holds.
 */
export const enforceStatusTransition: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  const from = operation === 'create' ? 0 : Number(originalDoc?.status ?? 0)
  const to = data.status === undefined || data.status === null ? from : Number(data.status)
  const check = checkTransition({ from, to, actor: statusActorOf(req, context), previousStatus: originalDoc?.statusBeforeException ?? null })
  if (!check.ok) throw new ValidationError({ errors: [{ message: check.reason, path: 'status' }] }, req.t)
  if (check.move === 'hold') return { ...data, status: to, statusBeforeException: from }
  if (from === 13 && to !== 13) return { ...data, status: to, statusBeforeException: null }
  return { ...data, status: to }
}
