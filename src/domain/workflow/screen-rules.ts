/**
 * Small rules of design/workflow.md ('What each screen shows, by status') that depend on the status alone.
 * They take the project's own status. At 13 (Exception) every customer action is frozen whatever they say
 * (`isCustomerActionFrozen`); a screen that shows what was there before the exception reads `heldStatus`.
 */
import { PROJECT_STATUS } from './project-status.ts'
import type { ProjectStatus } from './project-status.ts'

const S = PROJECT_STATUS

/** At 13 (Exception) the project screens show a banner and every customer action is frozen. */
export function isCustomerActionFrozen(visa: ProjectStatus): boolean {
  return visa === S.exception
}

/** The questionnaire can be answered at 0-1; from 2 on the answers are already sent and validated. */
export function isQuestionnaireAnswerable(visa: ProjectStatus): boolean {
  return visa <= S.questionnaireInProgress
}

/**
 * The style choice screen is locked below 3 (Estimatif disponible).
 * NOTE: at 13 it is not locked but frozen: it can be read, not acted on.
 */
export function isStyleChoiceLocked(visa: ProjectStatus): boolean {
  return visa < S.estimateAvailable
}

/**
 * Validating a style at 3, 4 or 5 is the first validation and moves the project to 6; a later change of
 * style keeps the status.
 */
export function isFirstStyleValidation(visa: ProjectStatus): boolean {
  return visa >= S.estimateAvailable && visa <= S.styleChoiceAvailable
}

/** The label of the style validation button: the first one while visa <= 7, the 'new style' one after. */
export function styleValidateLabel(visa: ProjectStatus): string {
  return visa <= S.awaitingAuditPayment ? 'Je valide ce style' : 'Je valide ce nouveau style'
}
