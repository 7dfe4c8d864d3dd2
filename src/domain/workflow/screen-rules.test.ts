import { describe, expect, it } from 'vitest'
import type { ProjectStatus } from './project-status.ts'
import {
  isCustomerActionFrozen,
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
