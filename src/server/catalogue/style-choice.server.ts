import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { InvalidInputError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { STYLE_ALERT, styleValidation } from '../../domain/catalogue/index.ts'
import { isFirstStyleValidation, isStyleChoiceLocked, PROJECT_STATUS, type ProjectStatus } from '../../domain/workflow/index.ts'
import { toDocId } from '../../domain/ids/index.ts'
import { reachProject } from '../projects/project-access.server.ts'
import { payloadIdOf } from '../../platform/payload-id.server.ts'
import type { StyleValidation } from './catalogue.types.ts'
import { oneStyle } from './catalogue.server.ts'

export const STYLE_CHOICE_MESSAGES = {
  locked: 'Le choix du style s’ouvre dès que votre estimatif est disponible.',
  unchanged: 'Ce style est déjà celui de votre projet.',
} as const

/**
 * 'Je valide ce style' (design/workflow.md 'Choice of style'): the customer gives their project a style
 * they may see (a published catalogue style or one of their own custom styles). The first validation, at
 * 3, 4 or 5, moves the project to 6 through the status machine; a later change of style keeps the status.
 */
export async function validateProjectStyle(
  payload: Payload,
  { user, projectId, styleId }: { user: User | null; projectId: unknown; styleId: unknown },
): Promise<StyleValidation> {
  if (!user) throw new UnauthenticatedError()
  const ids = { chosenStyleId: String(styleId ?? ''), projectId: String(projectId ?? '') }
  if (styleValidation({ ...ids, projectStyleId: null }) === 'missing') throw new InvalidInputError(STYLE_ALERT)
  const { project } = await reachProject(payload, ids.projectId, { user, visitorKey: null }, { forWrite: true })
  const visa = project.status as ProjectStatus
  if (isStyleChoiceLocked(visa)) throw new RuleViolationError(STYLE_CHOICE_MESSAGES.locked)
  if (styleValidation({ ...ids, projectStyleId: relationId(project.style) }) === 'unchanged') throw new RuleViolationError(STYLE_CHOICE_MESSAGES.unchanged)
  // Only a style this customer may see: 404 otherwise, as if it did not exist.
  const style = await oneStyle(payload, user, ids.chosenStyleId)
  const updated = await payload.update({
    collection: slugs.projects,
    id: project.id,
    data: { style: payloadIdOf(payload, style.id) as number, ...(isFirstStyleValidation(visa) ? { status: PROJECT_STATUS.awaitingAudit } : {}) },
    depth: 0,
    user,
    overrideAccess: false,
    context: { reason: 'Style validé par le client' },
  })
  return { projectId: toDocId(updated.id), status: updated.status as ProjectStatus, styleId: style.id }
}
