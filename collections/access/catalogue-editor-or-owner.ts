import type { Access } from 'payload'
import type { Role } from '../roles.ts'
import { userHasRole } from './roles-of.ts'
import { isProductCall } from './product-door.ts'

/**
 * Changing or deleting a catalogue item (styles, photos): its editors change the catalogue only (items
 * with no owner), never a customer's private one; a customer changes their own, through the product.
 */
export const catalogueEditorOrOwner =
  (...editors: Role[]): Access =>
  ({ req }) => {
    if (!req.user) return false
    if (userHasRole(req.user, ...editors)) return { owner: { exists: false } }
    return isProductCall(req) ? { owner: { equals: req.user.id } } : false
  }
