import { formatAdminURL } from 'payload/shared'
import { ADMIN_VIEW_PATHS } from '../../../collections/admin-navigation.ts'
import { slugs } from '../../../collections/slugs.ts'

/** Where the rules list lives in the admin: /admin/regles-questionnaire. */
export const RULES_PATH = ADMIN_VIEW_PATHS.questionnaireRules

/** The query parameters of the rules list (which questionnaire) and of a question's editor (which rule to open). */
export const RULES_QUERY = { questionnaire: 'questionnaire', rule: 'regle' } as const

/** `path` under the admin's route (Payload's own rule: none added for an admin served at '/'). */
const adminHref = (adminRoute: string, path: `/${string}`) => formatAdminURL({ adminRoute, path, relative: true })

/** The rules list of one questionnaire (or of the first one), under the admin's route. */
export function rulesHref(adminRoute: string, quizId: string | null = null): string {
  const path = adminHref(adminRoute, RULES_PATH)
  return quizId === null ? path : `${path}?${RULES_QUERY.questionnaire}=${encodeURIComponent(quizId)}`
}

/** A question's editor, opened on one of its rules when `rulePath` ('choices.1.rules.0') is given. */
export function questionEditorHref(adminRoute: string, questionId: string, rulePath: string | null = null): string {
  const path = adminHref(adminRoute, `/collections/${slugs.questions}/${encodeURIComponent(questionId)}`)
  return rulePath === null ? path : `${path}?${RULES_QUERY.rule}=${encodeURIComponent(rulePath)}`
}

/** A questionnaire's « Graphe » tab. */
export function questionnaireGraphHref(adminRoute: string, quizId: string): string {
  return adminHref(adminRoute, `/collections/${slugs.quizzes}/${encodeURIComponent(quizId)}/graphe`)
}

/** The id Payload gives an array row's element: 'choices.1.rules.0' -> 'choices-1-rules-row-0'. */
export function ruleRowElementId(rulePath: string): string {
  const cut = rulePath.lastIndexOf('.')
  return `${rulePath.slice(0, cut).split('.').join('-')}-row-${rulePath.slice(cut + 1)}`
}
