import type { Payload, PayloadRequest } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { PROJECT_STATUS, STATUS_CHANGE_REASONS } from '../../domain/workflow/index.ts'
import { hashVisitorKey } from '../projects/visitor-key.server.ts'
import type { ProjectAccess, Requester } from '../projects/project-access.server.ts'
import { RATE_LIMITS } from '../../platform/rate-limit/rate-limit.ts'
import { rateLimit } from '../../platform/rate-limit/limiter.server.ts'
import type { LoadedQuestionnaire } from '../../../collections/Quizzes/questionnaires.server.ts'

/**
 * Creates a project for a requester who has none yet: owned by the user, or held by a visitor key.
 * `firstAnswer` creates it as the first answer does: already at 1, with what the answer feeds, inside
 * that answer's transaction (see saveFirstAnswer).
 */
export async function createQuestionnaireProject(
  payload: Payload,
  { user, visitorKey, ip }: Requester,
  loaded: LoadedQuestionnaire,
  { title, firstAnswer }: { title?: string; firstAnswer?: { changes: Partial<Project>; req: (user?: User | null) => PayloadRequest } } = {},
): Promise<ProjectAccess> {
  const data = {
    quiz: loaded.quiz.id,
    quizVersion: loaded.versionId,
    status: firstAnswer ? PROJECT_STATUS.questionnaireInProgress : PROJECT_STATUS.initialised,
    ...(title ? { title } : {}),
    ...firstAnswer?.changes,
  }
  // NOTE: the move 0 -> 1 is the system's (design/workflow.md), made by the first answer.
  const context = firstAnswer ? { actor: 'system', reason: STATUS_CHANGE_REASONS.firstAnswer } : {}
  if (user) {
    // NOTE: the product decides the questionnaire, its version and the starting status (fields no customer
    // may set): it writes them with its own rights, as the user, who becomes the owner (assignOwnerToSelf).
    const project = await payload.create({
      collection: slugs.projects,
      data: { ...data, owner: user.id },
      user,
      overrideAccess: true,
      context,
      depth: 0,
      ...(firstAnswer ? { req: firstAnswer.req(user) } : {}),
    })
    return { project, via: 'user' }
  }
  if (!visitorKey) throw new InvalidInputError('Clé de visiteur manquante.')
  await rateLimit([{ rule: RATE_LIMITS.visitorProjectsPerIp, key: ip ?? 'unknown' }])
  const project = await payload.create({
    collection: slugs.projects,
    data: { ...data, visitorKeyHash: hashVisitorKey(visitorKey) },
    overrideAccess: true,
    context: { actor: 'system', ...context },
    depth: 0,
    ...(firstAnswer ? { req: firstAnswer.req(null) } : {}),
  })
  return { project, via: 'visitor' }
}
