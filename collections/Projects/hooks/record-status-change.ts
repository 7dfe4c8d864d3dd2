import type { CollectionAfterChangeHook } from 'payload'
import { normalizeReason, statusChangeOf, SYSTEM_ACTOR_NAME } from '../../../src/domain/workflow/index.ts'
import { slugs } from '../../slugs.ts'
import { relationId } from '../../fields/relation-id.ts'
import { heldStatusOf, statusActorOf } from '../status-actor.ts'
import type { ProjectHistory } from '../../../payload-types.ts'

type Person = { id: number; email?: string | null; firstName?: string | null; lastName?: string | null }

const nameOf = (user: Person) => [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email || `#${user.id}`

/**
 * Writes one history entry per status change, by anyone (design/workflow.md): who (the signed-in
 * person, or the system), from, to, the kind of move and why (`statusChangeReason` sent with the change,
 * else `context.reason` from server code). In the same transaction as the change itself.
 */
export const recordStatusChange: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req, context }) => {
  const from = operation === 'create' ? 0 : Number(previousDoc?.status ?? 0)
  const actor = statusActorOf(req, context)
  const change = statusChangeOf({ from, to: Number(doc.status), actor, previousStatus: operation === 'create' ? null : heldStatusOf(previousDoc) })
  if (!change) return doc
  const person = req.user as Person | null | undefined
  await req.payload.create({
    collection: slugs.projectHistory,
    data: {
      project: doc.id,
      owner: relationId(doc.owner) as number | null,
      from: String(change.from) as ProjectHistory['from'],
      to: String(change.to) as ProjectHistory['to'],
      move: change.move,
      actor,
      changedBy: person?.id ?? null,
      changedByName: person ? nameOf(person) : SYSTEM_ACTOR_NAME,
      reason: normalizeReason(data?.statusChangeReason) ?? normalizeReason(context.reason),
    },
    overrideAccess: true,
    req,
    depth: 0,
  })
  return doc
}
