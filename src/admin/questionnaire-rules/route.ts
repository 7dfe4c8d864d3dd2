import { ADMIN_VIEW_PATHS } from '../../../collections/admin-navigation.ts'
import { slugs } from '../../../collections/slugs.ts'

/** Where the rules list lives in the admin: /admin/regles-questionnaire. */
export const RULES_PATH = ADMIN_VIEW_PATHS.questionnaireRules

/** The query parameters of the rules list (which questionnaire) and of a question's editor (which rule to open). */
export const RULES_QUERY = { questionnaire: 'questionnaire', rule: 'regle' } as const

const base = (adminRoute: string) => (adminRoute === '/' ? '' : adminRoute)

/** The rules list of one questionnaire (or of the first one), under the admin's route. */
export function rulesHref(adminRoute: string, quizId: string | null = null): string {
  const path = `${base(adminRoute)}${RULES_PATH}`
  return quizId === null ? path : `${path}?${RULES_QUERY.questionnaire}=${encodeURIComponent(quizId)}`
}

/** A question's editor, opened on one of its rules when `rulePath` ('choices.1.rules.0') is given. */
export function questionEditorHref(adminRoute: string, questionId: string, rulePath: string | null = null): string {
  const path = `${base(adminRoute)}/collections/${slugs.questions}/${encodeURIComponent(questionId)}`
  return rulePath === null ? path : `${path}?${RULES_QUERY.rule}=${encodeURIComponent(rulePath)}`
}

/** The id Payload gives an array row's element: 'choices.1.rules.0' -> 'choices-1-rules-row-0'. */
export function ruleRowElementId(rulePath: string): string {
  const cut = rulePath.lastIndexOf('.')
  return `${rulePath.slice(0, cut).split('.').join('-')}-row-${rulePath.slice(cut + 1)}`
}
