import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { canMove, checkTransition, factsNeeded } from '../../../src/domain/workflow/index.ts'
import { loadProjectFacts, type FactSource } from '../project-facts.server.ts'
import { heldStatusOf, statusActorOf } from '../status-actor.ts'

/** The documents staff attach to satisfy a fact, in the same save as the move they allow. */
const ATTACHED_DOCUMENTS = ['estimateFile', 'quoteFile', 'presentationFile', 'contractFile'] as const

/**
 * The one status guard (design/trust-boundary.md, 'Moves') on every write, whatever the door (/v1,
 * server functions, the admin, REST, hooks, webhooks, jobs): `canMove` with the project's facts read
 * from the database. An illegal `status` is refused with a French message and nothing changes. Entering
 * the exception (13) remembers the status it holds.
 * NOTE: seed data and test fixtures create a project as it stands at a later status (`context.seed`,
 * settable by server code only, on create only); every later move is checked.
 */
export const enforceStatusTransition: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req, context }) => {
  const from = operation === 'create' ? 0 : Number(originalDoc?.status ?? 0)
  const to = data.status === undefined || data.status === null ? from : Number(data.status)
  const actor = statusActorOf(req, context)
  const previousStatus = operation === 'create' ? null : heldStatusOf(originalDoc)
  const refuse = (reason: string) => {
    throw new ValidationError({ errors: [{ message: reason, path: 'status' }] }, req.t)
  }
  // Who may make the move comes first: a move the actor may not make reads no facts.
  const allowed = checkTransition({ from, to, actor, previousStatus })
  if (!allowed.ok) return refuse(allowed.reason)
  const needed = operation === 'create' && context.seed === true ? [] : factsNeeded({ from, to, previousStatus })
  // Facts come from the stored record; only staff's own attachments in this save count with it, and the style
  // validated in this save (the customer's « Je valide ce style » sets the style and moves to 6 at once; the
  // style must exist, and its collection's read rule has let the customer choose it).
  const stored: FactSource = operation === 'create' ? {} : (originalDoc as FactSource)
  const attached = actor === 'staff' ? Object.fromEntries(ATTACHED_DOCUMENTS.filter((name) => data[name] !== undefined).map((name) => [name, data[name]])) : {}
  const chosen = data.style !== undefined ? { style: data.style } : {}
  const facts = needed.length > 0 ? await loadProjectFacts(req.payload, { project: { ...stored, ...attached, ...chosen }, needed, req }) : {}
  const check = needed.length > 0 ? canMove({ from, to, actor, previousStatus, facts }) : allowed
  if (!check.ok) return refuse(check.reason)
  if (check.move === 'hold') return { ...data, status: to, statusBeforeException: from }
  if (from === 13 && to !== 13) return { ...data, status: to, statusBeforeException: null }
  return { ...data, status: to }
}
