import type { Payload } from 'payload'
import { ForbiddenError, UnauthenticatedError } from '../../domain/errors.ts'
import { userHasRole } from '../../../collections/access/roles-of.ts'
import { createQuestionnaireProject } from '../questionnaire/questionnaire-project.server.ts'
import { loadQuestionnaire } from '../../../collections/Quizzes/questionnaires.server.ts'
import type { ProjectAccess, Requester } from './project-access.server.ts'

/**
 * POST /v1/project/create[/{userId}]: a new project on the latest published questionnaire, owned by the
 * signed-in customer, or held by a visitor key. A customer may only create for themselves.
 */
export async function createProject(
  payload: Payload,
  { requester, forUserId, title }: { requester: Requester; forUserId?: string; title?: string },
): Promise<ProjectAccess> {
  if (forUserId !== undefined) {
    if (!requester.user) throw new UnauthenticatedError()
    if (String(requester.user.id) !== forUserId && !userHasRole(requester.user, 'staff')) throw new ForbiddenError()
  }
  return createQuestionnaireProject(payload, requester, await loadQuestionnaire(payload), title ? { title } : {})
}
