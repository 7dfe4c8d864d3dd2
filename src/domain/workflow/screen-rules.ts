/**
 * Small rules of design/workflow.md ('What each screen shows, by status') that depend on the status alone.
 * They take the project's own status. At 13 (Exception) every customer action is frozen whatever they say
 * (`isCustomerActionFrozen`); a screen that shows what was there before the exception reads `heldStatus`.
 */
import { PROJECT_STATUS } from './project-status.ts'
import type { ProjectStatus } from './project-status.ts'
import { heldStatus } from './stepper.ts'
import { customerMayWrite } from './customer-writes.ts'

const S = PROJECT_STATUS

/** At 13 (Exception) the project screens show a banner and every customer action is frozen ({@link customerMayWrite}). */
export function isCustomerActionFrozen(visa: ProjectStatus): boolean {
  return !customerMayWrite(visa)
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

/** 3, 4 or 5: the estimate is there and no style is validated yet (the way to the style choice is open). */
export function isBeforeFirstStyle(visa: ProjectStatus): boolean {
  return visa >= S.estimateAvailable && visa <= S.styleChoiceAvailable
}

/**
 * Validating a style at 3, 4 or 5 is the first validation and moves the project to 6; a later change of
 * style keeps the status.
 */
export function isFirstStyleValidation(visa: ProjectStatus): boolean {
  return isBeforeFirstStyle(visa)
}

/** The label of the style validation button: the first one while visa <= 7, the 'new style' one after. */
export function styleValidateLabel(visa: ProjectStatus): string {
  return visa <= S.awaitingAuditPayment ? 'Je valide ce style' : 'Je valide ce nouveau style'
}

/** Spec section 9: the estimate screen shows a spinner for 2 s when it opens. */
export const ESTIMATE_SPINNER_DELAY_MS = 2000

export type ScreenInput = {
  /** The project's own status. */
  visa: ProjectStatus
  /** The status held before the exception; only read at 13. */
  statusBeforeException?: ProjectStatus | null
}

function shownStatus({ visa, statusBeforeException }: ScreenInput): ProjectStatus {
  if (visa !== S.exception) return visa
  return heldStatus({ visa, statusBeforeException })
}

/**
 * What the estimate panel ('Estimatif') shows (design/workflow.md):
 * - 'locked' below 2 (the questionnaire is not finished);
 * - 'requested' at 2: the request is received, an expert will send the estimate;
 * - 'awaiting-documents' from 3 with no estimate file yet;
 * - 'available' from 3 with the file: 'Détails de l'estimatif' and the PDF.
 */
export type EstimatePanelKind = 'locked' | 'requested' | 'awaiting-documents' | 'available'

export type EstimatePanel = {
  kind: EstimatePanelKind
  /** 'Prochaine étape' and 'Je prends un rendez-vous' (then 'Terminer'): visa <= 3, with the file. */
  canBookAppointment: boolean
  /** visa > 3, with the file: an appointment is already fixed. */
  isAppointmentFixed: boolean
  /** 'Passer au choix de style': visa 3 to 5, with the file. */
  canGoToStyleChoice: boolean
  /** At 13 every button is shown as it was before the exception, disabled. */
  isFrozen: boolean
}

/**
 * The estimate panel of a project. At 13 (Exception) it shows what the status held before showed, with
 * every action frozen.
 */
export function estimatePanel(input: ScreenInput & { hasEstimateFile: boolean }): EstimatePanel {
  const visa = shownStatus(input)
  const isFrozen = isCustomerActionFrozen(input.visa)
  const kind: EstimatePanelKind =
    visa < S.awaitingEstimate
      ? 'locked'
      : visa === S.awaitingEstimate
        ? 'requested'
        : input.hasEstimateFile
          ? 'available'
          : 'awaiting-documents'
  const isAvailable = kind === 'available'
  return {
    kind,
    canBookAppointment: isAvailable && visa <= S.estimateAvailable,
    isAppointmentFixed: isAvailable && visa > S.estimateAvailable,
    canGoToStyleChoice: isAvailable && isBeforeFirstStyle(visa),
    isFrozen,
  }
}

/**
 * What the fee panel ('Honoraire') shows: 'locked' below 8; 'awaiting-fee' at 8 (the style is chosen, the
 * fee is awaited) and from 9 while the presentation PDF is not attached; 'available' from 9 with it:
 * 'Détails de l'honoraire' and the PDF ('Passer à la signature' only when signatureReadiness says so).
 */
export type FeePanel = { kind: 'locked' | 'awaiting-fee' | 'available' }

export function feePanel(input: ScreenInput & { hasPresentationFile: boolean }): FeePanel {
  const visa = shownStatus(input)
  const kind = visa < S.awaitingQuote ? 'locked' : visa >= S.awaitingQuotePayment && input.hasPresentationFile ? 'available' : 'awaiting-fee'
  return { kind }
}

/** The style stage ('Choix du style'): locked below 3; at 6 its intro says an agent will call; else the intro. */
export type StyleStageKind = 'locked' | 'agent-will-contact' | 'intro'

export function styleStage(input: ScreenInput): StyleStageKind {
  const visa = shownStatus(input)
  if (isStyleChoiceLocked(visa)) return 'locked'
  return visa === S.awaitingAudit ? 'agent-will-contact' : 'intro'
}

/** The audit stage: locked below 6, then the audit awaited (6), its payment awaited (7), done from 8. */
export function auditStage(input: ScreenInput): 'locked' | 'awaiting-audit' | 'awaiting-payment' | 'done' {
  const visa = shownStatus(input)
  if (visa < S.awaitingAudit) return 'locked'
  if (visa === S.awaitingAudit) return 'awaiting-audit'
  if (visa === S.awaitingAuditPayment) return 'awaiting-payment'
  return 'done'
}

/** The signature stage: locked below 10, the contract to sign at 10, signed from 11. */
export function signatureStage(input: ScreenInput): 'locked' | 'to-sign' | 'signed' {
  const visa = shownStatus(input)
  if (visa < S.awaitingSignature) return 'locked'
  return visa === S.awaitingSignature ? 'to-sign' : 'signed'
}

/** The works follow-up stage: locked below 11, works in progress at 11, delivered at 12. */
export function worksStage(input: ScreenInput): 'locked' | 'in-progress' | 'delivered' {
  const visa = shownStatus(input)
  if (visa < S.worksInProgress) return 'locked'
  return visa === S.worksInProgress ? 'in-progress' : 'delivered'
}

/** The stepper's stage of the choice of style (design/workflow.md 'The project screen stepper'). */
const STYLE_CHOICE_STAGE = 4

/**
 * Whether a stage the stepper shows as locked (later than the current one) can still be acted on. Only the
 * choice of style: it opens at 3 ('Passer au choix de style' leads there from the estimate), while the
 * stepper's current stage is still 'Rendez-vous'. Every other locked stage is read-only.
 */
export function isLockedStageActionable({ stage, visa }: { stage: number; visa: ProjectStatus }): boolean {
  return stage === STYLE_CHOICE_STAGE && !isStyleChoiceLocked(visa) && !isCustomerActionFrozen(visa)
}
