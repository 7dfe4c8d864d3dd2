import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** A user reaches their own account; admins reach all, staff read all (to serve customers). */
export const isSelfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userHasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
