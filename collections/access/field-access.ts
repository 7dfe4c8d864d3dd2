import type { FieldAccess } from 'payload'
import { userHasRole } from './roles-of.ts'

/** Field-level checks: fields that only some roles may set. */
export const adminOnlyField: FieldAccess = ({ req: { user } }) => userHasRole(user, 'admin')
export const staffOnlyField: FieldAccess = ({ req: { user } }) => userHasRole(user, 'staff')
