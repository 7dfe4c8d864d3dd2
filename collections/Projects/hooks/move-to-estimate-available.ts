import type { CollectionBeforeChangeHook } from 'payload'
import { checkTransition, normalizeReason, PROJECT_STATUS, STATUS_CHANGE_REASONS } from '../../../src/domain/workflow/index.ts'
import { relationId } from '../../fields/relation-id.ts'
import { statusActorOf } from '../status-actor.ts'

/**
 * Attaching the estimate PDF to a project waiting for it (2) makes it available (3), design/workflow.md.
 * The move is staff's: it happens when staff (or server code acting as staff, `context.actor`) attach
 * the file and ask for no other status in the same save; customers cannot set the field at all.
 * Runs before `enforceStatusTransition`, which then checks the move like any other.
 */
export const moveToEstimateAvailable: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || Number(originalDoc?.status) !== PROJECT_STATUS.awaitingEstimate) return data
  const estimate = relationId(data.estimateFile)
  if (estimate === null || String(estimate) === String(relationId(originalDoc?.estimateFile))) return data
  const isStatusUntouched = data.status === undefined || data.status === null || Number(data.status) === PROJECT_STATUS.awaitingEstimate
  if (!isStatusUntouched || statusActorOf(req, context) !== 'staff') return data
  const check = checkTransition({ from: PROJECT_STATUS.awaitingEstimate, to: PROJECT_STATUS.estimateAvailable, actor: 'staff' })
  if (!check.ok) return data
  return {
    ...data,
    status: PROJECT_STATUS.estimateAvailable,
    statusChangeReason: normalizeReason(data.statusChangeReason) ?? STATUS_CHANGE_REASONS.estimateAttached,
  }
}
