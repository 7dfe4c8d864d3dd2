import type { CollectionBeforeChangeHook } from 'payload'

/**
 * On a production install (no demo seed), the account created from the admin's "create first user"
 * screen (/api/users/first-register, refused by Payload once any user exists) is the administrator.
 */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !req.pathname?.endsWith('/users/first-register')) return data
  return { ...data, role: 'admin', isActive: true }
}
