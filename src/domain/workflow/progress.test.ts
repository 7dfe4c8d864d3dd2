import { describe, expect, it } from 'vitest'
import type { ProjectStatus } from './project-status.ts'
import { PROJECT_STATUS_VALUES } from './project-status.ts'
import { customerStatusLabel, projectProgress, SUSPENDED_LABEL } from './progress.ts'

type Ordinary = Exclude<ProjectStatus, 13>

// design/workflow.md: visa / 12, rounded, worked out by hand; the status label and the stepper stage.
const EXPECTED: Array<[visa: Ordinary, percent: number, statusLabel: string, stageLabel: string]> = [
  [0, 0, 'Initialisé', 'Questionnaire'],
  [1, 8, 'Questionnaire en cours', 'Questionnaire'],
  [2, 17, 'En attente de l’estimatif', 'Estimatif'],
  [3, 25, 'Estimatif disponible', 'Rendez-vous'],
  [4, 33, 'En attente du choix de style', 'Choix du style'],
  [5, 42, 'Choix de style disponible', 'Choix du style'],
  [6, 50, 'En attente de l’audit', 'Audit'],
  [7, 58, 'En attente de paiement de l’audit', 'Audit'],
  [8, 67, 'En attente de devis', 'Devis et honoraires'],
  [9, 75, 'En attente de paiement du devis', 'Devis et honoraires'],
  [10, 83, 'En attente de signature', 'Signature'],
  [11, 92, 'Suivi des travaux', 'Suivi des travaux'],
  [12, 100, 'Livré', 'Livré'],
]

describe('projectProgress', () => {
  it.each(EXPECTED)('shows status %i as %i %, « %s », stage « %s »', (visa, percent, statusLabel, stageLabel) => {
    expect(projectProgress({ visa })).toEqual({ percent, statusLabel, stageLabel, isSuspended: false, isDelivered: visa === 12 })
  })

  it('reads a delivered project as 100 % and « Livré »', () => {
    expect(projectProgress({ visa: 12 })).toMatchObject({ percent: 100, statusLabel: 'Livré', stageLabel: 'Livré', isDelivered: true })
  })

  it.each(EXPECTED)('on hold after %i: the same percent and stage, « Projet suspendu »', (held, percent, _label, stageLabel) => {
    expect(projectProgress({ visa: 13, statusBeforeException: held })).toEqual({
      percent,
      statusLabel: SUSPENDED_LABEL,
      stageLabel,
      isSuspended: true,
      isDelivered: held === 12,
    })
  })

  it('never says « Exception » to a customer, whatever the status', () => {
    for (const visa of PROJECT_STATUS_VALUES) {
      for (const statusBeforeException of [null, ...PROJECT_STATUS_VALUES]) {
        const progress = projectProgress({ visa, statusBeforeException })
        expect(progress.statusLabel).not.toMatch(/exception/i)
        expect(progress.stageLabel).not.toMatch(/exception/i)
        expect(progress.percent).toBeGreaterThanOrEqual(0)
        expect(progress.percent).toBeLessThanOrEqual(100)
      }
    }
  })

  it('on hold with no status recorded before, reads as where the least is shown (0 %)', () => {
    expect(projectProgress({ visa: 13, statusBeforeException: null })).toMatchObject({ percent: 0, statusLabel: SUSPENDED_LABEL })
  })

  it('keeps « Rendez-vous » as the stage while the visit is still to come after the estimate is accepted', () => {
    expect(projectProgress({ visa: 4, hasUpcomingAppointment: true }).stageLabel).toBe('Rendez-vous')
    expect(projectProgress({ visa: 4, hasUpcomingAppointment: false }).stageLabel).toBe('Choix du style')
    expect(projectProgress({ visa: 4, hasUpcomingAppointment: true }).percent).toBe(33)
  })
})

describe('customerStatusLabel', () => {
  it('says « Projet suspendu » for 13 and the status label otherwise', () => {
    expect(customerStatusLabel(13)).toBe('Projet suspendu')
    expect(customerStatusLabel(12)).toBe('Livré')
    expect(customerStatusLabel(3)).toBe('Estimatif disponible')
  })
})
