import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { checkTransition, isReasonRequired, normalizeReason, OVERRIDE_REASON_REQUIRED } from '../../../src/domain/workflow/index.ts'
import { userHasRole } from '../../access/roles-of.ts'
import { heldStatusOf, statusActorOf } from '../status-actor.ts'

/**
 * A member of staff who moves a project outside the workflow (an override) must say why, in
 * `statusChangeReason` (the admin's status buttons ask for it) or, from server code, `context.reason`.
 * Trusted code acting without a signed-in person (seed, scripts) is not asked.
 */
export const requireOverrideReason: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (!userHasRole(req.user, 'staff')) return data
  const from = operation === 'create' ? 0 : Number(originalDoc?.status ?? 0)
  const to = data.status === undefined || data.status === null ? from : Number(data.status)
  const check = checkTransition({ from, to, actor: statusActorOf(req, context), previousStatus: heldStatusOf(originalDoc) })
  if (!check.ok || !isReasonRequired(check.move)) return data
  if (normalizeReason(data.statusChangeReason) ?? normalizeReason(context.reason)) return data
  throw new ValidationError({ errors: [{ message: OVERRIDE_REASON_REQUIRED, path: 'statusChangeReason' }] }, req.t)
}
