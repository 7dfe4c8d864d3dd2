import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/**
 * Creating a project or what hangs off one: staff through any door; customers only through the product
 * (their owner is then set by the owner hooks). Marketing and curators have no business in projects.
 */
export const isStaffOrCustomerThroughProduct: Access = ({ req }) => {
  if (userHasRole(req.user, 'staff')) return true
  return userHasRole(req.user, 'customer') && isProductCall(req)
}
