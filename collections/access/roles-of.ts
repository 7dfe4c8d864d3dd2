import type { Role } from '../roles.ts'

type MaybeUser = { role?: Role | null } | null | undefined

/** True when the user holds one of the roles; admin holds every role. */
export function userHasRole(user: MaybeUser, ...roles: Role[]): boolean {
  if (!user?.role) return false
  return user.role === 'admin' || roles.includes(user.role)
}
