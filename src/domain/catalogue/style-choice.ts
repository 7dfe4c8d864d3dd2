/**
 * Rules of the choice-of-style screen (spec section 2 'Choice-of-style screen', design/workflow.md
 * 'Choice of style') that do not depend on React or on the server.
 */
import { PROJECT_STATUS, type ProjectStatus } from '../workflow/project-status.ts'

/** The steps of the screen: the intro, then 'Choix d'ambiance', 'Moodboard' and 'Votre style'. */
export const STYLE_STEPS = { intro: 0, ambiance: 1, moodboard: 2, yourStyle: 3 } as const
export type StyleStep = (typeof STYLE_STEPS)[keyof typeof STYLE_STEPS]

/** The spec's 'Alerte' dialog when a style is validated without a chosen style or project. */
export const STYLE_ALERT = 'Oups, une erreur s’est produite.'

/** The default title of a custom style: 'Style personnalisé nº {projectId} - {count}' (spec section 2, with « nº »). */
export function customStyleTitle({ projectId, count }: { projectId: number | string; count: number }): string {
  return `Style personnalisé nº ${projectId} - ${count}`
}

/**
 * Where the screen opens: directly at 'Votre style' with the project's style once the project is at 8 or
 * later and has one; at the intro otherwise (which, at 6, says an agent will call).
 */
export function styleChoiceStartStep({ visa, hasStyle }: { visa: ProjectStatus; hasStyle: boolean }): StyleStep {
  return visa >= PROJECT_STATUS.awaitingQuote && visa !== PROJECT_STATUS.exception && hasStyle ? STYLE_STEPS.yourStyle : STYLE_STEPS.intro
}

/** At 6 the intro says an agent will contact the customer soon, instead of offering to start. */
export function isAwaitingAgentContact(visa: ProjectStatus): boolean {
  return visa === PROJECT_STATUS.awaitingAudit
}

/** An id that names a record: present, and not one of the spec's "none" values (0, -1). Ids are opaque (SQL or ObjectId). */
const namesARecord = (id: string | number | null | undefined) => id !== null && id !== undefined && !/^(|0|-\d+)$/.test(String(id).trim())

/**
 * Whether a style can be validated: a chosen style id above 0 and a project id above 0 (else the spec's
 * 'Alerte' dialog), and a style other than the project's current one (the button is disabled then).
 */
export function styleValidation({
  chosenStyleId,
  projectId,
  projectStyleId,
}: {
  chosenStyleId: string | number | null | undefined
  projectId: string | number | null | undefined
  projectStyleId: string | number | null | undefined
}): 'valid' | 'missing' | 'unchanged' {
  if (!namesARecord(chosenStyleId) || !namesARecord(projectId)) return 'missing'
  if (projectStyleId !== null && projectStyleId !== undefined && String(projectStyleId) === String(chosenStyleId)) return 'unchanged'
  return 'valid'
}

/** The custom style dialog's 'Ajouter' is enabled only with a title and at least one photo. */
export function canAddCustomStyle({ title, photoCount }: { title: string; photoCount: number }): boolean {
  return title.trim() !== '' && photoCount > 0
}
