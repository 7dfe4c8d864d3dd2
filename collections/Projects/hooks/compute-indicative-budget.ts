import type { CollectionBeforeChangeHook } from 'payload'
import { PROJECT_STATUS } from '../../../src/domain/workflow/index.ts'
import { indicativeBudgetOf, roomsToPrice } from '../../PricingGrid/price-grid.server.ts'
import type { Project } from '../../../payload-types.ts'

/**
 * The project's indicative budget (budgetLow, budgetHigh: cents TTC), computed from the price grid when the
 * customer presses 'Terminer' (status 1 -> 2) and whenever the rooms change, so that it always matches the
 * rooms the customer described; any other write keeps the stored budget, whatever values it sends (the
 * fields are the server's only). NOTE: a change of the grid alone does not move a budget already shown.
 * Runs after `enforceStatusTransition`, on the status that will be saved.
 */
export const computeIndicativeBudget: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const from = operation === 'create' ? PROJECT_STATUS.initialised : Number(originalDoc?.status ?? PROJECT_STATUS.initialised)
  const to = data.status === undefined || data.status === null ? from : Number(data.status)
  const isFinishing = from === PROJECT_STATUS.questionnaireInProgress && to === PROJECT_STATUS.awaitingEstimate
  const rooms = (data.rooms ?? originalDoc?.rooms ?? []) as Project['rooms']
  const haveRoomsChanged = data.rooms !== undefined && JSON.stringify(roomsToPrice(data.rooms)) !== JSON.stringify(roomsToPrice(originalDoc?.rooms))
  if (!isFinishing && !haveRoomsChanged) return { ...data, budgetLow: originalDoc?.budgetLow ?? null, budgetHigh: originalDoc?.budgetHigh ?? null }
  const budget = await indicativeBudgetOf(req.payload, { rooms, req })
  return { ...data, budgetLow: budget?.low ?? null, budgetHigh: budget?.high ?? null }
}
