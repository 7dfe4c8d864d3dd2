import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Staff see everything; a customer sees only the documents whose `owner` is them.
 * Every customer-owned collection carries a denormalised `owner`, so the check is one indexed filter.
 */
export const isStaffOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userHasRole(user, 'staff')) return true
  return { owner: { equals: user.id } }
}
