import type { CollectionBeforeOperationHook } from 'payload'
import { ValidationError } from 'payload'
import { checkPassword } from '../../../src/domain/password/password-policy.ts'

/** The operations that may carry a new password. Login is not one: older passwords stay usable. */
const SETS_PASSWORD = new Set(['create', 'update', 'updateByID', 'resetPassword'])

/**
 * The password policy of spec section 5 on the server, for every way a password is set (site, /v1,
 * the admin, Payload's REST API, a reset link). NOTE: a beforeOperation hook, because Payload's
 * reset-password operation never shows the plain password to field or change hooks.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!SETS_PASSWORD.has(operation)) return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (password === undefined || password === null) return args
  const check = checkPassword(typeof password === 'string' ? password : '')
  if (!check.ok) throw new ValidationError({ errors: [{ message: check.message, path: 'password' }] }, req.t)
  return args
}
