import { describe, expect, it } from 'vitest'
import { CUSTOMER_MOVE_LABELS, isReasonRequired, MOVE_LABELS, normalizeReason, REASON_MAX_LENGTH, statusChangeOf } from './history.ts'

describe('statusChangeOf', () => {
  it('records nothing when the status stays the same', () => {
    expect(statusChangeOf({ from: 4, to: 4, actor: 'staff' })).toBeNull()
  })

  it('records nothing for a move the actor may not make', () => {
    expect(statusChangeOf({ from: 1, to: 12, actor: 'customer' })).toBeNull()
  })

  it('records a customer finishing the questionnaire as a workflow move', () => {
    expect(statusChangeOf({ from: 1, to: 2, actor: 'customer' })).toEqual({ from: 1, to: 2, move: 'workflow' })
  })

  it('records staff attaching the estimate (2 -> 3) as a workflow move', () => {
    expect(statusChangeOf({ from: 2, to: 3, actor: 'staff' })).toEqual({ from: 2, to: 3, move: 'workflow' })
  })

  it('records a staff jump as an override', () => {
    expect(statusChangeOf({ from: 2, to: 9, actor: 'staff' })).toEqual({ from: 2, to: 9, move: 'override' })
  })

  it('records putting a project in exception as a hold and taking it back as a restore', () => {
    expect(statusChangeOf({ from: 6, to: 13, actor: 'staff' })?.move).toBe('hold')
    expect(statusChangeOf({ from: 13, to: 6, actor: 'staff', previousStatus: 6 })?.move).toBe('restore')
  })

  it('records leaving the exception for another status than the one held as an override', () => {
    expect(statusChangeOf({ from: 13, to: 2, actor: 'staff', previousStatus: 6 })?.move).toBe('override')
  })
})

describe('isReasonRequired', () => {
  it.each([
    ['override', true],
    ['workflow', false],
    ['hold', true],
    ['restore', true],
    ['unchanged', false],
  ] as const)('a %s move needs a reason: %s', (move, expected) => {
    expect(isReasonRequired(move)).toBe(expected)
  })
})

describe('normalizeReason', () => {
  it('trims a reason and treats blank text as none', () => {
    expect(normalizeReason('  Client injoignable  ')).toBe('Client injoignable')
    expect(normalizeReason('   ')).toBeNull()
    expect(normalizeReason(undefined)).toBeNull()
    expect(normalizeReason(42)).toBeNull()
  })

  it('keeps at most the maximum length', () => {
    expect(normalizeReason('a'.repeat(REASON_MAX_LENGTH + 10))).toHaveLength(REASON_MAX_LENGTH)
  })
})

describe('CUSTOMER_MOVE_LABELS', () => {
  it('says « Projet suspendu » and « Reprise du projet » to the customer, never « exception »', () => {
    expect(CUSTOMER_MOVE_LABELS.hold).toBe('Projet suspendu')
    expect(CUSTOMER_MOVE_LABELS.restore).toBe('Reprise du projet')
    expect(Object.values(CUSTOMER_MOVE_LABELS).join(' ')).not.toMatch(/exception/i)
    expect(CUSTOMER_MOVE_LABELS.workflow).toBe(MOVE_LABELS.workflow)
  })
})
