import { PROJECT_STATUS, isProjectStatus } from './project-status.ts'
import type { ProjectStatus } from './project-status.ts'

/** The eight stages of the project screen stepper (design/workflow.md, 'The project screen stepper'). */
export const STEPPER_STAGES = [
  { stage: 1, label: 'Questionnaire' },
  { stage: 2, label: 'Estimatif' },
  { stage: 3, label: 'Rendez-vous' },
  { stage: 4, label: 'Choix du style' },
  { stage: 5, label: 'Audit' },
  { stage: 6, label: 'Devis et honoraires' },
  { stage: 7, label: 'Signature' },
  { stage: 8, label: 'Suivi des travaux' },
] as const

export type StepperStage = (typeof STEPPER_STAGES)[number]

/** 'done' before the current stage, 'locked' after it: a locked stage can be read, never acted on. */
export type StageState = 'done' | 'current' | 'locked'

export type StepperStageView = StepperStage & { state: StageState; isFrozen: boolean }

/** Every status but Exception; the ones that have a stage of their own. */
export type OrdinaryProjectStatus = Exclude<ProjectStatus, 13>

export type StepperInput = {
  visa: ProjectStatus
  /** The status held before the exception; only read when `visa` is 13. */
  statusBeforeException?: ProjectStatus | null
  /**
   * A fact, not a status: the project has a booked appointment whose date has not passed yet. The
   * « Rendez-vous » stage is done only once the visit has taken place.
   */
  hasUpcomingAppointment?: boolean
}

const [questionnaire, estimate, appointment, styleChoice, audit, quoteAndFee, signature, worksFollowUp] =
  STEPPER_STAGES

const STAGE_OF_STATUS: Record<OrdinaryProjectStatus, StepperStage> = {
  0: questionnaire,
  1: questionnaire,
  2: estimate,
  3: appointment,
  4: styleChoice,
  5: styleChoice,
  6: audit,
  7: audit,
  8: quoteAndFee,
  9: quoteAndFee,
  10: signature,
  11: worksFollowUp,
  12: worksFollowUp,
}

/**
 * The status whose stage and screens a project shows: its own status, or at 13 (Exception) the status it
 * held before the exception.
 * NOTE: a project in exception with no valid status recorded before it reads as 0 (Initialisé), the
 * status that shows the least; everything is frozen anyway.
 */
export function heldStatus({ visa, statusBeforeException }: StepperInput): OrdinaryProjectStatus {
  if (visa !== PROJECT_STATUS.exception) return visa
  if (isProjectStatus(statusBeforeException) && statusBeforeException !== PROJECT_STATUS.exception) {
    return statusBeforeException
  }
  return PROJECT_STATUS.initialised
}

/**
 * The stepper stage that is current for a status; at 13, the stage of the status held before (frozen).
 * At 4 and 5 (the estimate accepted or the appointment confirmed, no style validated yet) an appointment
 * still to come keeps « Rendez-vous » current: the stage is done once the visit's date has passed.
 * NOTE: from 6 on (a style validated) the status's own stage is current whatever the agenda says.
 */
export function currentStage(input: StepperInput): StepperStage {
  const held = heldStatus(input)
  const isAwaitingVisit =
    input.hasUpcomingAppointment === true && held >= PROJECT_STATUS.awaitingStyleChoice && held <= PROJECT_STATUS.styleChoiceAvailable
  return isAwaitingVisit ? appointment : STAGE_OF_STATUS[held]
}

/**
 * The eight stages with their state: earlier stages 'done', the current one 'current', later ones 'locked'.
 * Delivered (12): every stage is done, the works follow-up included. At 13 (Exception) the stages keep the
 * states of the status held before, and every one is `isFrozen`.
 */
export function stepperStages(input: StepperInput): StepperStageView[] {
  const current = currentStage(input).stage
  const isDelivered = heldStatus(input) === PROJECT_STATUS.delivered
  const isFrozen = input.visa === PROJECT_STATUS.exception
  return STEPPER_STAGES.map((stage) => ({
    ...stage,
    state: stage.stage < current || isDelivered ? 'done' : stage.stage === current ? 'current' : 'locked',
    isFrozen,
  }))
}
