import type { Payload } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../domain/errors.ts'
import { isVisitorKeyOf } from './visitor-key.server.ts'

/** Who is asking: the signed-in user, or a visitor known only by their key (both may be absent). */
export type Requester = {
  user: User | null
  visitorKey: string | null
  /** The client's address, where a visitor may start a project (its rate limit). */
  ip?: string
}

/**
 * How a requester reaches a project:
 * - 'user': a signed-in customer on their own project (or staff); the caller then acts with
 *   `user` and overrideAccess: false, so the collections' access rules apply too;
 * - 'visitor': the holder of the visitor key of a project that has no owner yet; the caller acts as
 *   the system (overrideAccess: true), this check being the access rule.
 */
export type ProjectAccess = { project: Project; via: 'user' | 'visitor' }

const PROJECT_ID = /^[1-9]\d{0,17}$/

/** A project id from a path or a body; anything but a positive integer is a 400. */
export function parseProjectId(raw: unknown): number {
  const text = String(raw ?? '').trim()
  if (!PROJECT_ID.test(text)) throw new InvalidInputError('Identifiant de projet invalide.')
  return Number(text)
}

/**
 * The one ownership check of the questionnaire's /v1 calls: the project, if the requester may act on
 * it; a 404 when it does not exist, 401 when nobody is identified, 403 ('unauthorized') otherwise.
 */
export async function reachProject(payload: Payload, projectId: number, { user, visitorKey }: Requester): Promise<ProjectAccess> {
  // NOTE: read at the database adapter's level (no hooks, relations as ids, hidden fields included):
  // every answer goes through this check, and this function is the access rule it needs.
  const project = (await payload.db.findOne({
    collection: slugs.projects,
    where: { id: { equals: projectId } },
  })) as unknown as Project | null
  if (!project) throw new NotFoundError('Projet introuvable.')
  const ownerId = relationId(project.owner)
  if (user && (userHasRole(user, 'staff') || (ownerId !== null && String(ownerId) === String(user.id)))) {
    return { project, via: 'user' }
  }
  if (ownerId === null && isVisitorKeyOf(visitorKey, project.visitorKeyHash)) return { project, via: 'visitor' }
  if (!user && !visitorKey) throw new UnauthenticatedError()
  throw new ForbiddenError()
}
