import { userHasRole } from './roles-of.ts'

type MaybeUser = Parameters<typeof userHasRole>[0]

/**
 * Whether a user may publish a questionnaire (POST /api/quizzes/:id/publish): marketing (and admins), who
 * author it. Staff may run the check but not publish; the publish panel shows them the check alone.
 */
export function canPublishQuestionnaire(user: MaybeUser): boolean {
  return userHasRole(user, 'marketing')
}
