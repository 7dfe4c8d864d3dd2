import type { Access, Where } from 'payload'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'
import { userHasRole } from './roles-of.ts'

/**
 * Catalogue styles (no owner) are public once a curator publishes them; a customer also reads their own
 * custom styles and the style chosen for one of their projects (unpublished since, it stays on their project).
 * The back office (curators, staff, marketing) reads every style, published or not.
 */
export const isPublishedCatalogueOrOwner: Access = async ({ req }) => {
  const { user, payload } = req
  if (userHasRole(user, 'curator', 'staff', 'marketing')) return true
  const published: Where = { and: [{ owner: { exists: false } }, { isPublished: { equals: true } }] }
  if (!user) return published
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { and: [{ owner: { equals: user.id } }, { style: { exists: true } }] },
    select: { style: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const chosen = docs.map((project) => relationId(project.style)).filter((id) => id !== null)
  return { or: [published, { owner: { equals: user.id } }, ...(chosen.length > 0 ? [{ id: { in: chosen } }] : [])] }
}
