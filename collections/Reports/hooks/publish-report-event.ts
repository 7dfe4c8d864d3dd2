import type { CollectionAfterChangeHook } from 'payload'
import { toDocId } from '../../../src/domain/ids/index.ts'
import { relationId } from '../../fields/relation-id.ts'
import { publishLiveEvent } from '../../../src/platform/live/live-events.ts'
import { afterCommit } from '../../../src/platform/live/after-commit.ts'

/** Tells the owner's open screens (GET /stream/{userId}) that a report of their project was written or changed. */
export const publishReportEvent: CollectionAfterChangeHook = async ({ doc, req }) => {
  const ownerId = relationId(doc.owner)
  const projectId = relationId(doc.project)
  if (ownerId === null || projectId === null) return doc
  await afterCommit(req, async () => {
    try {
      await publishLiveEvent(ownerId, { project_id: toDocId(projectId), type: 'report' })
    } catch (error) {
      // A live event is a convenience: its failure (Redis unreachable) must not undo the report. Logged.
      req.payload.logger.error({ err: error, projectId }, 'Événement temps réel non publié')
    }
  })
  return doc
}
