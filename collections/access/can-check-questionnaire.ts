import { userHasRole } from './roles-of.ts'

type MaybeUser = Parameters<typeof userHasRole>[0]

/**
 * Whether a user may run the questionnaire check (GET /api/quizzes/:id/check): marketing and staff, who
 * edit questionnaires. The admin hides the check panel from everyone else (a curator reads published
 * questionnaires but would only see the check fail).
 */
export function canCheckQuestionnaire(user: MaybeUser): boolean {
  return userHasRole(user, 'marketing', 'staff')
}
