import type { Payload, PayloadRequest } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { revokeCachedUser } from './user-revocations.ts'

type StoredSession = { id: string; createdAt?: unknown; expiresAt?: unknown }

/**
 * Ends every server-side session of a user except `keepSessionId` (the one making the change, if any).
 * A token signed for an ended session is refused from then on, as after a logout. NOTE: written the
 * way Payload's own logout does it (the sessions list is a hidden field of the user record).
 */
export async function endSessions({ payload, userId, keepSessionId, req }: { payload: Payload; userId: number | string; keepSessionId?: string | null; req?: Partial<PayloadRequest> }): Promise<void> {
  const user = (await payload.db.findOne({ collection: slugs.users, where: { id: { equals: userId } }, req })) as
    | (Record<string, unknown> & { sessions?: StoredSession[] })
    | null
  if (!user) return
  const kept = (user.sessions ?? []).filter((session) => keepSessionId && session.id === keepSessionId)
  if (kept.length === (user.sessions ?? []).length) return
  await payload.db.updateOne({
    collection: slugs.users,
    id: userId,
    data: { ...user, sessions: kept, updatedAt: null },
    req,
    returning: false,
  })
  await revokeCachedUser(userId, req)
}
