import type { Payload, Where } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { PROJECT_STATUS } from '../../domain/workflow/index.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { hashVisitorKey } from '../projects/visitor-key.server.ts'
import type { Requester } from '../projects/project-access.server.ts'

/** A questionnaire not yet finished: its project is still initialised or in progress. */
const UNFINISHED: Where = { status: { in: [PROJECT_STATUS.initialised, PROJECT_STATUS.questionnaireInProgress] } }

/**
 * The questionnaire the requester left unfinished, the last one touched, so that the home page's call to action
 * resumes it: a customer's own, or the ownerless draft of the visitor's key (this browser's). Null for staff and
 * for anyone with nothing under way. NOTE: a visitor's draft is found by its key's hash alone, the access rule
 * of visitors' projects (see reachProject); the customer's with their own access.
 */
export async function startedQuestionnaire(payload: Payload, { user, visitorKey }: Requester): Promise<DocId | null> {
  if (user && user.role !== 'customer') return null
  if (!user && !visitorKey) return null
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: user
      ? { and: [UNFINISHED, { owner: { equals: user.id } }] }
      : { and: [UNFINISHED, { owner: { exists: false } }, { visitorKeyHash: { equals: hashVisitorKey(visitorKey as string) } }] },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    pagination: false,
    ...(user ? { user: { ...user, collection: slugs.users }, overrideAccess: false } : { overrideAccess: true }),
  })
  return docs[0] ? String(docs[0].id) : null
}
