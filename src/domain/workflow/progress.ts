import { PROJECT_STATUS, statusLabel, type ProjectStatus } from './project-status.ts'
import { currentStage, heldStatus, type StepperInput } from './stepper.ts'

/** What customers read instead of « Exception » (design/workflow.md, status 13). */
export const SUSPENDED_LABEL = 'Projet suspendu'

/** A status as customers read it: its label, « Projet suspendu » for 13 (Exception). */
export function customerStatusLabel(visa: ProjectStatus): string {
  return visa === PROJECT_STATUS.exception ? SUSPENDED_LABEL : statusLabel(visa)
}

/** The last ordinary status: progress is measured against it, so that delivered reads 100 %. */
const PROGRESS_DENOMINATOR = PROJECT_STATUS.delivered

export type ProjectProgress = {
  /** visa / 12 as a whole percentage, read on the status held before an exception. */
  percent: number
  /** The status as customers read it: its label, or « Projet suspendu » on hold. */
  statusLabel: string
  /** The stepper stage the project stands at (« Livré » once delivered). */
  stageLabel: string
  /** On hold (13): every customer action is frozen. */
  isSuspended: boolean
  isDelivered: boolean
}

/**
 * The one reading of a project's progress for every customer surface (dashboard card, project page,
 * emails), design/workflow.md: visa / 12 as a percentage, 100 % and « Livré » once delivered; on hold (13),
 * the percent and stage of the status it was held at, labelled « Projet suspendu », never « Exception ».
 */
export function projectProgress(input: StepperInput): ProjectProgress {
  const held = heldStatus(input)
  const isSuspended = input.visa === PROJECT_STATUS.exception
  const isDelivered = held === PROJECT_STATUS.delivered
  return {
    percent: Math.round((held / PROGRESS_DENOMINATOR) * 100),
    statusLabel: customerStatusLabel(input.visa),
    stageLabel: isDelivered ? statusLabel(held) : currentStage(input).label,
    isSuspended,
    isDelivered,
  }
}
