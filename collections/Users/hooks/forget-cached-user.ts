import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLogoutHook, CollectionAfterOperationHook } from 'payload'
import { revokeCachedUser } from '../../../src/platform/auth/user-revocations.ts'

/**
 * The signed-in users each instance keeps a few seconds (src/platform/auth/user-revocations.ts) are forgotten,
 * on every instance, by every write that may end a session or change who the user is. One effect at the
 * four moments Payload offers for it: any change of the account (role, activation, password, its sessions),
 * its deletion, a logout (Payload then removes the session without the change hooks) and a password reset
 * (the same).
 */
export const forgetCachedUserAfterChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation === 'update') await revokeCachedUser(doc.id, req)
  return doc
}

export const forgetCachedUserAfterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await revokeCachedUser(id, req)
}

export const forgetCachedUserAfterLogout: CollectionAfterLogoutHook = async ({ req }) => {
  if (req.user) await revokeCachedUser(req.user.id, req)
}

export const forgetCachedUserAfterPasswordReset: CollectionAfterOperationHook = async ({ operation, result, req }) => {
  if (operation !== 'resetPassword') return result
  const user = (result as { user?: { id?: number | string } } | undefined)?.user
  if (user?.id !== undefined) await revokeCachedUser(user.id, req)
  return result
}
