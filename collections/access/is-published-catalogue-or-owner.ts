import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/**
 * Catalogue styles (no owner) are public once a curator publishes them; a customer's own custom styles are
 * visible to that customer. The back office (curators, staff, marketing) sees every style, published or not.
 */
export const isPublishedCatalogueOrOwner: Access = ({ req: { user } }) => {
  if (userHasRole(user, 'curator', 'staff', 'marketing')) return true
  const published = { and: [{ owner: { exists: false } }, { isPublished: { equals: true } }] }
  if (!user) return published
  return { or: [published, { owner: { equals: user.id } }] }
}
