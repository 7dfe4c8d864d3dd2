import type { CollectionBeforeChangeHook } from 'payload'
import { userHasRole } from '../../access/roles-of.ts'

/**
 * A style a customer makes is theirs and custom, always: only curators make catalogue styles. With its
 * owner set by `assignOwnerToSelf`, it never reaches the public catalogue (which lists unowned styles).
 */
export const markCustomStyles: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.user || userHasRole(req.user, 'curator')) return data
  return { ...data, isCustom: true }
}
