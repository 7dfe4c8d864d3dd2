import type { CollectionBeforeOperationHook } from 'payload'

/** Marks a write that sets a new password, for `endOtherSessionsAfterPasswordChange`. */
export const rememberPasswordChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password !== '') req.context.passwordChanged = true
  return args
}
