import type { Access } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Admins only: users, roles and anything not delegated. */
export const isAdmin: Access = ({ req: { user } }) => userHasRole(user, 'admin')
