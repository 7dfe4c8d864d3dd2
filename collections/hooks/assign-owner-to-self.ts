import type { CollectionBeforeChangeHook } from 'payload'
import { userHasRole } from '../access/roles-of.ts'

/**
 * A customer always owns what they create: whatever `owner` they send is replaced by themselves.
 * Staff and curators may create on behalf of someone (or, for the catalogue, for nobody).
 */
export const assignOwnerToSelf: CollectionBeforeChangeHook = ({ data, req, operation }) => {
  if (operation !== 'create' || !req.user) return data
  if (userHasRole(req.user, 'staff', 'curator')) return data
  return { ...data, owner: req.user.id }
}
