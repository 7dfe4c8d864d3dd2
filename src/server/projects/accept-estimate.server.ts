import type { Payload } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { ForbiddenError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { PROJECT_STATUS } from '../../domain/workflow/index.ts'
import { reachProject } from './project-access.server.ts'
import { withStatusRule } from './project-update.server.ts'
import type { DocId } from '../../domain/ids/index.ts'

export const ACCEPT_ESTIMATE_MESSAGES = {
  noEstimate: 'Aucun estimatif n’est encore disponible pour ce projet.',
  notNow: 'L’estimatif ne peut être accepté que lorsqu’il vient d’être mis à disposition (statut « Estimatif disponible »).',
} as const

/**
 * GET /v1/project/accept/estimatif/{id}: the owner accepts the estimate, which moves the project from 3
 * (Estimatif disponible) to 4 (En attente du choix de style) through the status machine. Only the owner
 * accepts (staff move statuses from the back office); any other status is refused with a 422.
 */
export async function acceptEstimate(payload: Payload, { projectId, user }: { projectId: DocId | number; user: User | null }): Promise<Project> {
  if (!user) throw new UnauthenticatedError()
  const { project } = await reachProject(payload, projectId, { user, visitorKey: null }, { forWrite: true })
  if (String(relationId(project.owner)) !== String(user.id)) throw new ForbiddenError()
  if (project.status !== PROJECT_STATUS.estimateAvailable) throw new RuleViolationError(ACCEPT_ESTIMATE_MESSAGES.notNow)
  if (!project.estimateFile) throw new RuleViolationError(ACCEPT_ESTIMATE_MESSAGES.noEstimate)
  return withStatusRule(() =>
    payload.update({
      collection: slugs.projects,
      id: projectId,
      data: { status: PROJECT_STATUS.awaitingStyleChoice, estimateShown: true },
      depth: 0,
      user,
      overrideAccess: false,
    }),
  )
}
