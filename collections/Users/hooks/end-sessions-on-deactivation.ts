import type { CollectionAfterChangeHook } from 'payload'
import { endSessions } from '../../../src/platform/auth/sessions.ts'

/**
 * Deactivating an account ends all its sessions: its tokens are already refused while it is inactive
 * (src/platform/auth/active-sessions.ts), and they stay dead once it is active again (an account is
 * deactivated because someone else may hold them).
 */
export const endSessionsOnDeactivation: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.isActive || !previousDoc?.isActive) return doc
  await endSessions({ payload: req.payload, userId: doc.id, req })
  return doc
}
