import type { StepperInput } from '@/domain/workflow'
import type { ProjectPanels } from '@/server/projects/project-screen.server'

/** The facts the stepper and the progress read: the status, the one held before a suspension, an appointment to come. */
export function stepperInputOf(panels: ProjectPanels): StepperInput {
  return { visa: panels.status, statusBeforeException: panels.statusBeforeException, hasUpcomingAppointment: panels.appointment !== null }
}
