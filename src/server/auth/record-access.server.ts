import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { isWellFormedDocId, payloadIdOf } from '../../platform/payload-id.server.ts'

/**
 * Whether the user may open this project (their own, or any for staff): the same access rules as every read.
 * An id this database could not hold names no project.
 */
export async function canOpenProject(payload: Payload, user: User, projectId: DocId): Promise<boolean> {
  if (!isWellFormedDocId(payload, projectId)) return false
  const { totalDocs } = await payload.count({
    collection: slugs.projects,
    where: { id: { equals: payloadIdOf(payload, projectId) } },
    user: { ...user, collection: slugs.users },
    overrideAccess: false,
  })
  return totalDocs > 0
}
