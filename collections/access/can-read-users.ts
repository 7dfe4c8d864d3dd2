import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Staff read every account (to serve customers); anyone else reads only their own. */
export const canReadUsers: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userHasRole(user, 'staff')) return true
  return { id: { equals: user.id } }
}
