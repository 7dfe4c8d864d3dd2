import { describe, expect, it } from 'vitest'
import type { ProjectStatus } from './project-status.ts'
import { STEPPER_STAGES, currentStage, heldStatus, stepperStages } from './stepper.ts'
import type { StageState } from './stepper.ts'

// design/workflow.md, 'The project screen stepper', copied by hand.
const EXPECTED_CURRENT_STAGE: Array<[visa: Exclude<ProjectStatus, 13>, stage: number, label: string]> = [
  [0, 1, 'Questionnaire'],
  [1, 1, 'Questionnaire'],
  [2, 2, 'Estimatif'],
  [3, 3, 'Rendez-vous'],
  [4, 4, 'Choix du style'],
  [5, 4, 'Choix du style'],
  [6, 5, 'Audit'],
  [7, 5, 'Audit'],
  [8, 6, 'Devis et honoraires'],
  [9, 6, 'Devis et honoraires'],
  [10, 7, 'Signature'],
  [11, 8, 'Suivi des travaux'],
  [12, 8, 'Suivi des travaux'],
]

// One letter per stage, 1 to 8: d = done, c = current, l = locked.
const EXPECTED_STATES: Array<[visa: Exclude<ProjectStatus, 13>, states: string]> = [
  [0, 'clllllll'],
  [1, 'clllllll'],
  [2, 'dcllllll'],
  [3, 'ddclllll'],
  [4, 'dddcllll'],
  [5, 'dddcllll'],
  [6, 'ddddclll'],
  [7, 'ddddclll'],
  [8, 'dddddcll'],
  [9, 'dddddcll'],
  [10, 'ddddddcl'],
  [11, 'dddddddc'],
  [12, 'dddddddd'],
]

const LETTER: Record<StageState, string> = { done: 'd', current: 'c', locked: 'l' }

function statesOf(visa: ProjectStatus, statusBeforeException?: ProjectStatus | null): string {
  return stepperStages({ visa, statusBeforeException })
    .map((stage) => LETTER[stage.state])
    .join('')
}

describe('STEPPER_STAGES', () => {
  it('lists the eight stages in order with their French labels', () => {
    expect(STEPPER_STAGES).toEqual([
      { stage: 1, label: 'Questionnaire' },
      { stage: 2, label: 'Estimatif' },
      { stage: 3, label: 'Rendez-vous' },
      { stage: 4, label: 'Choix du style' },
      { stage: 5, label: 'Audit' },
      { stage: 6, label: 'Devis et honoraires' },
      { stage: 7, label: 'Signature' },
      { stage: 8, label: 'Suivi des travaux' },
    ])
  })
})

describe('currentStage', () => {
  it.each(EXPECTED_CURRENT_STAGE)('at status %i is stage %i, %s', (visa, stage, label) => {
    expect(currentStage({ visa })).toEqual({ stage, label })
  })

  it.each(EXPECTED_CURRENT_STAGE)(
    'at 13 after status %i stays stage %i, %s',
    (statusBeforeException, stage, label) => {
      expect(currentStage({ visa: 13, statusBeforeException })).toEqual({ stage, label })
    },
  )

  it('ignores the status before an exception when the project is not in exception', () => {
    expect(currentStage({ visa: 2, statusBeforeException: 10 })).toEqual({ stage: 2, label: 'Estimatif' })
  })

  it.each([undefined, null, 13] as const)(
    'falls back to the first stage at 13 when the status before is %j',
    (statusBeforeException) => {
      expect(currentStage({ visa: 13, statusBeforeException })).toEqual({ stage: 1, label: 'Questionnaire' })
    },
  )
})

describe('stepperStages', () => {
  it.each(EXPECTED_STATES)('at status %i reads %s', (visa, states) => {
    expect(statesOf(visa)).toBe(states)
  })

  it.each(EXPECTED_STATES)('at 13 after status %i keeps the states %s', (statusBeforeException, states) => {
    expect(statesOf(13, statusBeforeException)).toBe(states)
  })

  it.each(EXPECTED_STATES)('at status %i freezes no stage', (visa) => {
    expect(stepperStages({ visa }).map((stage) => stage.isFrozen)).toEqual(Array(8).fill(false))
  })

  it('at 13 freezes every stage, the current one included', () => {
    const stages = stepperStages({ visa: 13, statusBeforeException: 6 })
    expect(stages.map((stage) => stage.isFrozen)).toEqual(Array(8).fill(true))
    expect(stages.find((stage) => stage.state === 'current')).toMatchObject({ label: 'Audit', isFrozen: true })
  })

  it('keeps each stage number and label', () => {
    expect(stepperStages({ visa: 4 }).map(({ stage, label }) => ({ stage, label }))).toEqual(STEPPER_STAGES)
  })

  it('has exactly one current stage for every status but Livré, where every stage is done', () => {
    const visas: ProjectStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13]
    for (const visa of visas) {
      expect(stepperStages({ visa }).filter((stage) => stage.state === 'current')).toHaveLength(1)
    }
    expect(stepperStages({ visa: 12 }).every((stage) => stage.state === 'done')).toBe(true)
  })
})

describe("the appointment stage (a fact: the visit's date)", () => {
  it.each([4, 5] as const)('at %i stays current while the booked appointment is still to come', (visa) => {
    expect(currentStage({ visa, hasUpcomingAppointment: true })).toEqual({ stage: 3, label: 'Rendez-vous' })
    expect(stepperStages({ visa, hasUpcomingAppointment: true }).map((stage) => LETTER[stage.state]).join('')).toBe('ddclllll')
  })

  it.each([4, 5] as const)('at %i is done once the appointment has passed (or none was booked)', (visa) => {
    expect(currentStage({ visa, hasUpcomingAppointment: false })).toEqual({ stage: 4, label: 'Choix du style' })
  })

  it('at 13 held at 4 with a visit to come, stays on « Rendez-vous », frozen', () => {
    const stages = stepperStages({ visa: 13, statusBeforeException: 4, hasUpcomingAppointment: true })
    expect(stages.find((stage) => stage.state === 'current')).toMatchObject({ label: 'Rendez-vous', isFrozen: true })
  })

  it.each([0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12] as const)("at %i the stage is the status's own, appointment or not", (visa) => {
    expect(stepperStages({ visa, hasUpcomingAppointment: true })).toEqual(stepperStages({ visa }))
  })
})

describe('heldStatus', () => {
  it.each(EXPECTED_CURRENT_STAGE)('is the status itself at %i', (visa) => {
    expect(heldStatus({ visa, statusBeforeException: 3 })).toBe(visa)
  })

  it('is the status held before the exception at 13', () => {
    expect(heldStatus({ visa: 13, statusBeforeException: 9 })).toBe(9)
  })

  it('reads as Initialisé at 13 when nothing valid was recorded before', () => {
    expect(heldStatus({ visa: 13 })).toBe(0)
    expect(heldStatus({ visa: 13, statusBeforeException: 13 })).toBe(0)
    expect(heldStatus({ visa: 13, statusBeforeException: 21 as ProjectStatus })).toBe(0)
  })
})
