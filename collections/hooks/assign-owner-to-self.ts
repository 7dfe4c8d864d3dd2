import type { CollectionBeforeChangeHook } from 'payload'
import { userHasRole } from '../access/roles-of.ts'
import { BACK_OFFICE_ROLES } from '../roles.ts'

/**
 * A customer always owns what they create: whatever `owner` they send is replaced by themselves.
 * Back-office users may create on behalf of someone (or, for the catalogue and questionnaire pictures, for nobody).
 */
export const assignOwnerToSelf: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation !== 'create' || !req.user) return data
  if (userHasRole(req.user, ...BACK_OFFICE_ROLES)) return data
  return { ...data, owner: req.user.id }
}
