import type { CollectionAfterChangeHook } from 'payload'
import { endSessions } from '../../../src/platform/auth/sessions.ts'

/**
 * A new password ends the user's other sessions (a stolen session dies with the old password): the
 * session that made the change survives when it is the user's own. Payload's reset-password already
 * ends them all. The flag comes from `rememberPasswordChange`.
 */
export const endOtherSessionsAfterPasswordChange: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'update' || !req.context.passwordChanged) return doc
  const actor = req.user as { id?: unknown; _sid?: string } | null | undefined
  const keepSessionId = actor && actor.id === doc.id ? actor._sid : null
  await endSessions({ payload: req.payload, userId: doc.id, keepSessionId, req })
  return doc
}
