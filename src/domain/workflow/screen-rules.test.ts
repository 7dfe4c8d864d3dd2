import { describe, expect, it } from 'vitest'
import { PROJECT_STATUS_VALUES, type ProjectStatus } from './project-status.ts'
import {
  ESTIMATE_SPINNER_DELAY_MS,
  auditStage,
  estimatePanel,
  feePanel,
  isCustomerActionFrozen,
  isLockedStageActionable,
  signatureStage,
  styleStage,
  worksStage,
  isBeforeFirstStyle,
  isFirstStyleValidation,
  isQuestionnaireAnswerable,
  isStyleChoiceLocked,
  styleValidateLabel,
} from './screen-rules.ts'

const STATUSES: ProjectStatus[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]

/** Pairs every status with whether it is listed in `trueAt`. */
function table(trueAt: number[]): Array<[ProjectStatus, boolean]> {
  return STATUSES.map((visa) => [visa, trueAt.includes(visa)])
}

describe('isCustomerActionFrozen', () => {
  it.each(table([13]))('at %i is %s', (visa, expected) => {
    expect(isCustomerActionFrozen(visa)).toBe(expected)
  })
})

describe('isQuestionnaireAnswerable', () => {
  it.each(table([0, 1]))('at %i is %s', (visa, expected) => {
    expect(isQuestionnaireAnswerable(visa)).toBe(expected)
  })
})

describe('isStyleChoiceLocked', () => {
  it.each(table([0, 1, 2]))('at %i is %s', (visa, expected) => {
    expect(isStyleChoiceLocked(visa)).toBe(expected)
  })
})

describe('isBeforeFirstStyle', () => {
  it.each(table([3, 4, 5]))('at %i is %s', (visa, expected) => {
    expect(isBeforeFirstStyle(visa)).toBe(expected)
  })
})

describe('isFirstStyleValidation', () => {
  it.each(table([3, 4, 5]))('at %i is %s', (visa, expected) => {
    expect(isFirstStyleValidation(visa)).toBe(expected)
  })
})

describe('styleValidateLabel', () => {
  const FIRST = 'Je valide ce style'
  const NEW = 'Je valide ce nouveau style'
  const EXPECTED: Array<[ProjectStatus, string]> = [
    [0, FIRST],
    [1, FIRST],
    [2, FIRST],
    [3, FIRST],
    [4, FIRST],
    [5, FIRST],
    [6, FIRST],
    [7, FIRST],
    [8, NEW],
    [9, NEW],
    [10, NEW],
    [11, NEW],
    [12, NEW],
    [13, NEW],
  ]

  it.each(EXPECTED)('at %i reads %j', (visa, label) => {
    expect(styleValidateLabel(visa)).toBe(label)
  })
})

describe('estimatePanel', () => {
  // design/workflow.md, 'Estimate': [visa, kind, rendez-vous, appointment fixed, style choice], with the file.
  const WITH_FILE: Array<[ProjectStatus, string, boolean, boolean, boolean]> = [
    [0, 'locked', false, false, false],
    [1, 'locked', false, false, false],
    [2, 'requested', false, false, false],
    [3, 'available', true, false, true],
    [4, 'available', false, true, true],
    [5, 'available', false, true, true],
    [6, 'available', false, true, false],
    [7, 'available', false, true, false],
    [8, 'available', false, true, false],
    [9, 'available', false, true, false],
    [10, 'available', false, true, false],
    [11, 'available', false, true, false],
    [12, 'available', false, true, false],
  ]

  it.each(WITH_FILE)('with the estimate file, at %i shows %s (rendez-vous %s, fixed %s, style %s)', (visa, kind, book, fixed, style) => {
    expect(estimatePanel({ visa, hasEstimateFile: true })).toEqual({
      kind,
      canBookAppointment: book,
      isAppointmentFixed: fixed,
      canGoToStyleChoice: style,
      isFrozen: false,
    })
  })

  it.each(STATUSES.filter((visa) => visa >= 3 && visa <= 12))('without the file, at %i waits for the documents and offers nothing', (visa) => {
    expect(estimatePanel({ visa, hasEstimateFile: false })).toEqual({
      kind: 'awaiting-documents',
      canBookAppointment: false,
      isAppointmentFixed: false,
      canGoToStyleChoice: false,
      isFrozen: false,
    })
  })

  it('says the request is received at 2 even when a file is already there', () => {
    expect(estimatePanel({ visa: 2, hasEstimateFile: true }).kind).toBe('requested')
  })

  it('at 13 shows what the status held before showed, frozen', () => {
    expect(estimatePanel({ visa: 13, statusBeforeException: 3, hasEstimateFile: true })).toEqual({
      kind: 'available',
      canBookAppointment: true,
      isAppointmentFixed: false,
      canGoToStyleChoice: true,
      isFrozen: true,
    })
  })

  it('at 13 with no status recorded before reads as locked', () => {
    expect(estimatePanel({ visa: 13, hasEstimateFile: true }).kind).toBe('locked')
  })
})

describe('feePanel', () => {
  it.each(STATUSES.filter((visa) => visa < 8))('is locked at %i', (visa) => {
    expect(feePanel({ visa, hasPresentationFile: true })).toEqual({ kind: 'locked' })
  })

  it('at 8 says the fee is awaited, even with a file', () => {
    expect(feePanel({ visa: 8, hasPresentationFile: true })).toEqual({ kind: 'awaiting-fee' })
  })

  it.each([9, 10, 11, 12] as const)('at %i with the presentation shows it (the way to the signature is signatureReadiness’s)', (visa) => {
    expect(feePanel({ visa, hasPresentationFile: true })).toEqual({ kind: 'available' })
  })

  it.each([9, 10, 11, 12] as const)('at %i without the presentation still waits for it', (visa) => {
    expect(feePanel({ visa, hasPresentationFile: false }).kind).toBe('awaiting-fee')
  })

  it('at 13 after 9 shows the presentation of the status it was held at', () => {
    expect(feePanel({ visa: 13, statusBeforeException: 9, hasPresentationFile: true })).toEqual({ kind: 'available' })
  })
})

describe('the other stages', () => {
  const EXPECTED: Array<[ProjectStatus, string, string, string, string]> = [
    [0, 'locked', 'locked', 'locked', 'locked'],
    [1, 'locked', 'locked', 'locked', 'locked'],
    [2, 'locked', 'locked', 'locked', 'locked'],
    [3, 'intro', 'locked', 'locked', 'locked'],
    [4, 'intro', 'locked', 'locked', 'locked'],
    [5, 'intro', 'locked', 'locked', 'locked'],
    [6, 'agent-will-contact', 'awaiting-audit', 'locked', 'locked'],
    [7, 'intro', 'awaiting-payment', 'locked', 'locked'],
    [8, 'intro', 'done', 'locked', 'locked'],
    [9, 'intro', 'done', 'locked', 'locked'],
    [10, 'intro', 'done', 'to-sign', 'locked'],
    [11, 'intro', 'done', 'signed', 'in-progress'],
    [12, 'intro', 'done', 'signed', 'delivered'],
  ]

  it.each(EXPECTED)('at %i: style %s, audit %s, signature %s, works %s', (visa, style, audit, signature, works) => {
    expect([styleStage({ visa }), auditStage({ visa }), signatureStage({ visa }), worksStage({ visa })]).toEqual([style, audit, signature, works])
  })

  it.each(EXPECTED)('at 13 after %i: the same', (statusBeforeException, style, audit, signature, works) => {
    const input = { visa: 13 as const, statusBeforeException }
    expect([styleStage(input), auditStage(input), signatureStage(input), worksStage(input)]).toEqual([style, audit, signature, works])
  })
})

it('the estimate spinner lasts the 2 s of spec section 9', () => {
  expect(ESTIMATE_SPINNER_DELAY_MS).toBe(2000)
})

describe('isLockedStageActionable', () => {
  it('opens only the choice of style ahead of the stepper, from 3 on and never at 13', () => {
    for (const visa of PROJECT_STATUS_VALUES) {
      for (const stage of [1, 2, 3, 4, 5, 6, 7, 8]) {
        expect(isLockedStageActionable({ stage, visa })).toBe(stage === 4 && visa >= 3 && visa !== 13)
      }
    }
  })
})
