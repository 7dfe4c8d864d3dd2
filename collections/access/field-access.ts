import type { FieldAccess } from 'payload'
import type { Role } from '../roles.ts'
import { userHasRole } from './roles-of.ts'

/**
 * Field-level write rules (trust-boundary.md, "Fields"). Each is declared on create AND update: a rule
 * on update alone leaves the field open on create (that is how a file was once taken over). The product's
 * own writes (hooks, jobs, services after their check) use overrideAccess and are not limited by them.
 */
const nobody: FieldAccess = () => false
const roles =
  (...allowed: Role[]): FieldAccess =>
  ({ req: { user } }) =>
    userHasRole(user, ...allowed)

export const adminOnlyField: FieldAccess = roles('admin')
export const staffOnlyField: FieldAccess = roles('staff')

/** Set only by the product: owner, status and its history, amounts, file kind, tokens and hashes, workflow dates. */
export const SYSTEM_ONLY = { create: nobody, update: nobody }
/** Never returned by any API and set only by the product: token and hash fields. */
export const HIDDEN_SYSTEM_ONLY = { read: nobody, create: nobody, update: nobody }
/** Set by the project team (staff, admin) from the back office; never by a customer. */
export const STAFF_ONLY = { create: staffOnlyField, update: staffOnlyField }
/** Set by an administrator only (roles, account activation). */
export const ADMIN_ONLY = { create: adminOnlyField, update: adminOnlyField }
/** Set by the catalogue's curators only (publication, the catalogue flag). */
export const CURATOR_ONLY = { create: roles('curator'), update: roles('curator') }
/** Set by marketing (and admins) from the back office: the home page's content. */
export const MARKETING_ONLY = { create: roles('marketing'), update: roles('marketing') }
