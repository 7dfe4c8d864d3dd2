import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Curators change the catalogue; a customer changes only their own custom items. */
export const isCuratorOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userHasRole(user, 'curator')) return true
  return { owner: { equals: user.id } }
}
