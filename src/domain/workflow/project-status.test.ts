import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  PROJECT_STATUS,
  PROJECT_STATUSES,
  PROJECT_STATUS_VALUES,
  isProjectStatus,
  statusLabel,
} from './project-status.ts'
import { projectStatusSchema } from './project-status-schema.ts'

// Copied from design/workflow.md, 'Statuses'.
const EXPECTED_LABELS = [
  [0, 'Initialisé'],
  [1, 'Questionnaire en cours'],
  [2, 'En attente de l’estimatif'],
  [3, 'Estimatif disponible'],
  [4, 'En attente du choix de style'],
  [5, 'Choix de style disponible'],
  [6, 'En attente de l’audit'],
  [7, 'En attente de paiement de l’audit'],
  [8, 'En attente de devis'],
  [9, 'En attente de paiement du devis'],
  [10, 'En attente de signature'],
  [11, 'Suivi des travaux'],
  [12, 'Livré'],
  [13, 'Exception'],
] as const

describe('project statuses', () => {
  it('lists the 14 statuses in order, from 0 to 13', () => {
    expect(PROJECT_STATUSES.map((status) => status.visa)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    expect(PROJECT_STATUS_VALUES).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
  })

  it.each(EXPECTED_LABELS)('labels status %i as %j', (visa, label) => {
    expect(statusLabel(visa)).toBe(label)
  })

  it('names each status by its meaning', () => {
    expect(PROJECT_STATUS).toEqual({
      initialised: 0,
      questionnaireInProgress: 1,
      awaitingEstimate: 2,
      estimateAvailable: 3,
      awaitingStyleChoice: 4,
      styleChoiceAvailable: 5,
      awaitingAudit: 6,
      awaitingAuditPayment: 7,
      awaitingQuote: 8,
      awaitingQuotePayment: 9,
      awaitingSignature: 10,
      worksInProgress: 11,
      delivered: 12,
      exception: 13,
    })
  })
})

describe('isProjectStatus', () => {
  it.each([0, 1, 6, 12, 13])('accepts %i', (value) => {
    expect(isProjectStatus(value)).toBe(true)
  })

  it.each([-1, 14, 2.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, {}])('refuses %j', (value) => {
    expect(isProjectStatus(value)).toBe(false)
  })

  it('accepts exactly the integers from 0 to 13', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (value) => {
        expect(isProjectStatus(value)).toBe(value >= 0 && value <= 13)
      }),
    )
  })
})

describe('projectStatusSchema', () => {
  it.each([0, 7, 13])('accepts %i', (value) => {
    expect(projectStatusSchema.parse(value)).toBe(value)
  })

  it.each([14, -1, 2.5, '3', null, undefined])('refuses %j with a French message', (value) => {
    const result = projectStatusSchema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Statut de projet inconnu.')
  })
})
