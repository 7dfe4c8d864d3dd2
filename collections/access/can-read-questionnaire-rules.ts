import { userHasRole } from './roles-of.ts'

type MaybeUser = Parameters<typeof userHasRole>[0]

/**
 * Whether a user may read the rules list of a questionnaire (/admin/regles-questionnaire): marketing, who
 * write the rules (and admins, who hold every role). The link to it is hidden from everyone else.
 */
export function canReadQuestionnaireRules(user: MaybeUser): boolean {
  return userHasRole(user, 'marketing')
}
