import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/** Creating a style: curators (the catalogue) through any door; customers (their custom styles) through the product. */
export const isCuratorOrCustomerThroughProduct: Access = ({ req }) => {
  if (userHasRole(req.user, 'curator')) return true
  return userHasRole(req.user, 'customer') && isProductCall(req)
}
