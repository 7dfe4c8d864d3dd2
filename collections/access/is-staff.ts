import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Agents, architects and experts (and admins): every project and what hangs off it. */
export const isStaff: Access = ({ req: { user } }) => userHasRole(user, 'staff')
