import type { CollectionAfterChangeHook } from 'payload'
import { toDocId } from '../../../src/domain/ids/index.ts'
import { relationId } from '../../fields/relation-id.ts'
import { publishLiveEvent } from '../../../src/platform/live/live-events.ts'
import { afterCommit } from '../../../src/platform/live/after-commit.ts'
import { newlyAttachedDocuments } from '../project-documents.ts'

/**
 * Tells the owner's open screens (GET /stream/{userId}) to reload the project: 'status' when its status
 * changed, 'document' when an estimate, fee presentation or quote was attached. Published once the
 * change is committed (a screen reloading must find it), never for a change rolled back.
 */
export const publishProjectEvents: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const ownerId = relationId(doc.owner)
  if (ownerId === null) return doc
  const projectId = doc.id
  const previousStatus = operation === 'create' ? 0 : Number(previousDoc?.status ?? 0)
  const types = [
    ...(Number(doc.status) !== previousStatus ? (['status'] as const) : []),
    ...(newlyAttachedDocuments(doc, operation === 'create' ? undefined : previousDoc).length > 0 ? (['document'] as const) : []),
  ]
  if (types.length === 0) return doc
  await afterCommit(req, async () => {
    try {
      for (const type of types) await publishLiveEvent(ownerId, { project_id: toDocId(projectId), type })
    } catch (error) {
      // A live event is a convenience: its failure (Redis unreachable) must not undo the change. Logged.
      req.payload.logger.error({ err: error, projectId }, 'Événement temps réel non publié')
    }
  })
  return doc
}
