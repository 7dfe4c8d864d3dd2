import type { Payload } from 'payload'
import type { User } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { userHasRole } from '../access/roles-of.ts'
import { heldStatusOf } from './status-actor.ts'
import { ForbiddenError, NotFoundError } from '../../src/domain/errors.ts'
import {
  isProjectStatus,
  isReasonRequired,
  statusLabel,
  statusMoveOptions,
  type ProjectFact,
  type ProjectFacts,
  type ProjectStatus,
  type TransitionMove,
} from '../../src/domain/workflow/index.ts'
import { loadProjectFacts, type FactSource } from './project-facts.server.ts'
import { isWellFormedDocId } from '../../src/platform/payload-id.server.ts'

export type StatusMoveView = { to: ProjectStatus; label: string } & (
  | { isAllowed: true; move: TransitionMove; isReasonRequired: boolean }
  | { isAllowed: false; reason: string; missingFact: ProjectFact | null }
)

export type StatusMovesView = { status: ProjectStatus; facts: Partial<ProjectFacts>; moves: StatusMoveView[] }

/**
 * GET /api/projects/:id/status-moves: what staff may do with a project's status now, and why the other
 * moves are blocked (the fact missing), for the back office's status field. Staff and admins only: they
 * are the ones who move statuses from the admin.
 */
export async function staffStatusMoves(payload: Payload, { user, projectId }: { user: User | null; projectId: string }): Promise<StatusMovesView> {
  if (!userHasRole(user, 'staff')) throw new ForbiddenError()
  const project = isWellFormedDocId(payload, projectId)
    ? await payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!project) throw new NotFoundError('Projet introuvable.')
  const status: ProjectStatus = isProjectStatus(project.status) ? project.status : 0
  const facts = await loadProjectFacts(payload, { project: project as FactSource })
  const moves = statusMoveOptions({ from: status, actor: 'staff', previousStatus: heldStatusOf(project), facts }).map((option): StatusMoveView => {
    const label = statusLabel(option.to)
    return option.isAllowed
      ? { to: option.to, label, isAllowed: true, move: option.move, isReasonRequired: isReasonRequired(option.move) }
      : { to: option.to, label, isAllowed: false, reason: option.reason, missingFact: option.missingFact }
  })
  return { status, facts, moves }
}
