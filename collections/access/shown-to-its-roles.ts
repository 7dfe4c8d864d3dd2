import type { CollectionConfig, GlobalConfig } from 'payload'
import type { Role } from '../roles.ts'
import { isShownInAdmin, type NavigationSlug } from '../admin-navigation.ts'

/** True when the admin's signed-in user (typed loosely by Payload) sees `slug` in the navigation. */
export const isShownTo = (user: unknown, slug: NavigationSlug): boolean => isShownInAdmin((user as { role?: Role | null } | null)?.role, slug)

/**
 * The collection or global, hidden from the admin's navigation, dashboard and views for the roles that
 * do not use it (collections/admin-navigation.ts). Access control is unchanged: the REST API and the
 * relationship pickers answer as before.
 */
export function shownToItsRoles<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  const slug = entity.slug as NavigationSlug
  return { ...entity, admin: { ...entity.admin, hidden: ({ user }: { user: unknown }) => !isShownTo(user, slug) } }
}
