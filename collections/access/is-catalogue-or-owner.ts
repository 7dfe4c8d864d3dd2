import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Catalogue items (no owner) are public; a customer's own items (custom styles, their photos)
 * are visible to that customer, curators and staff only.
 */
export const isCatalogueOrOwner: Access = ({ req: { user } }) => {
  if (userHasRole(user, 'curator', 'staff')) return true
  const catalogue = { owner: { exists: false } }
  if (!user) return catalogue
  return { or: [catalogue, { owner: { equals: user.id } }] }
}
