import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/**
 * Changing an account: admins any account through any door; anyone else their own, through the product
 * only (the account page's calls check the current password, the email confirmation and the policy).
 */
export const isSelfOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (userHasRole(req.user, 'admin')) return true
  return isProductCall(req) ? { id: { equals: req.user.id } } : false
}
