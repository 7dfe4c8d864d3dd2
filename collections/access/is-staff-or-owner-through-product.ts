import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/** Changing or deleting a customer's record: staff through any door; its owner only through the product. */
export const isStaffOrOwnerThroughProduct: Access = ({ req }) => {
  if (!req.user) return false
  if (userHasRole(req.user, 'staff')) return true
  return isProductCall(req) ? { owner: { equals: req.user.id } } : false
}
