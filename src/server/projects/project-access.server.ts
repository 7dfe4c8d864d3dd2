import type { Payload } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { InvalidInputError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { ownershipRefusal } from '../access/ownership-refusal.ts'
import { assertCustomerMayWrite } from '../../domain/workflow/index.ts'
import { isVisitorKeyOf, visitorKeyOf } from './visitor-key.server.ts'
import { clientIp } from '../../platform/rate-limit/limiter.server.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { parseDocId, payloadIdOf } from '../../platform/payload-id.server.ts'

/** Who is asking: the signed-in user, or a visitor known only by their key (both may be absent). */
export type Requester = {
  user: User | null
  visitorKey: string | null
  /** The client's address, where a visitor may start a project (its rate limit). */
  ip?: string
}

/** Who is asking, from a request: the session's user, the visitor cookie's key and the client's address. */
export function requesterOf(request: Request, user: User | null): Requester {
  return { user, visitorKey: visitorKeyOf(request), ip: clientIp(request) }
}

/**
 * How a requester reaches a project:
 * - 'user': a signed-in customer on their own project (or staff); the caller then acts with
 *   `user` and overrideAccess: false, so the collections' access rules apply too;
 * - 'visitor': the holder of the visitor key of a project that has no owner yet; the caller acts as
 *   the system (overrideAccess: true), this check being the access rule.
 */
export type ProjectAccess = { project: Project; via: 'user' | 'visitor' }

/** The 400 of a malformed project id (every edge says the same). */
export const PROJECT_ID_MESSAGE = 'Identifiant de projet invalide.'

/** A project id from a path or a body; anything this database could not hold as an id is a 400. */
export const parseProjectId = (payload: Payload, raw: unknown): DocId => parseDocId(payload, raw, PROJECT_ID_MESSAGE)

/**
 * A write on a project by whoever reached it: staff always (they take a project out of the exception);
 * its customer, or the visitor who holds its key, not while it is on hold (13): a ProjectFrozenError (422).
 */
export function assertMayWriteProject(project: Pick<Project, 'status'>, user: User | null): void {
  if (userHasRole(user, 'staff')) return
  assertCustomerMayWrite(project.status)
}

/** The 404 of a project that is not there, or not the requester's (the same answer: issue #37). */
export const PROJECT_NOT_FOUND_MESSAGE = 'Projet introuvable.'

/**
 * The one ownership check of the project's calls: the project, if the requester may act on it; 401 when
 * nobody is identified (whatever the id); a 404 when it does not exist or is not theirs, the same answer
 * ({@link ownershipRefusal}; `notFound` is the caller's message when it looked the project up through
 * something else, a document's name). With `forWrite` (every door that changes the project or anything under
 * it), a customer's project on hold is refused too ({@link assertMayWriteProject}).
 */
export async function reachProject(
  payload: Payload,
  projectId: DocId | number,
  { user, visitorKey }: Requester,
  { forWrite = false, notFound = PROJECT_NOT_FOUND_MESSAGE }: { forWrite?: boolean; notFound?: string } = {},
): Promise<ProjectAccess> {
  if (!user && !visitorKey) throw new UnauthenticatedError()
  // NOTE: read at the database adapter's level (no hooks, relations as ids, hidden fields included):
  // every answer goes through this check, and this function is the access rule it needs. Without the
  // join fields (payments, history): no caller reads them, and on SQL they are two more subqueries per answer.
  const project = (await payload.db.findOne({
    collection: slugs.projects,
    where: { id: { equals: payloadIdOf(payload, String(projectId)) } },
    // NOTE: `never`: the adapter's argument type knows no collection's join fields (JoinQuery<string>);
    // every adapter reads `joins: false` as none.
    joins: false as never,
  })) as unknown as Project | null
  const access = project ? accessOf(project, { user, visitorKey }) : null
  if (!access) throw ownershipRefusal({ mayKnowItExists: false, notFound })
  if (forWrite) assertMayWriteProject(access.project, user)
  return access
}

/** How the requester reaches the project ({@link ProjectAccess}), or null when they may not. */
function accessOf(project: Project, { user, visitorKey }: Requester): ProjectAccess | null {
  const ownerId = relationId(project.owner)
  if (user && (userHasRole(user, 'staff') || (ownerId !== null && String(ownerId) === String(user.id)))) {
    return { project, via: 'user' }
  }
  if (ownerId === null && isVisitorKeyOf(visitorKey, project.visitorKeyHash)) return { project, via: 'visitor' }
  return null
}

/** What a page shows instead of a project the requester cannot reach: the login screen, or the wrong-link page. */
export type ProjectPageDenial = { kind: 'login' } | { kind: 'wrong-link' }

/**
 * `reachProject` for a page: nobody identified is sent to log in; a project that is not theirs, or not
 * there, is a wrong link (the same page either way, so that a link tells nothing about other projects).
 */
export async function reachProjectForPage(payload: Payload, projectId: DocId | number, requester: Requester): Promise<{ kind: 'ok'; access: ProjectAccess } | ProjectPageDenial> {
  try {
    return { kind: 'ok', access: await reachProject(payload, projectId, requester) }
  } catch (error) {
    if (error instanceof UnauthenticatedError) return { kind: 'login' }
    if (error instanceof NotFoundError) return { kind: 'wrong-link' }
    throw error
  }
}
