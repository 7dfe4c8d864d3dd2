import type { CollectionBeforeChangeHook } from 'payload'
import { slugs } from '../../slugs.ts'

/**
 * The very first account of an empty database (a production install, where no demo content is
 * seeded) is the administrator, created from the admin's "create first user" screen.
 */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: slugs.users, overrideAccess: true, req })
  return totalDocs === 0 ? { ...data, role: 'admin', isActive: true } : data
}
