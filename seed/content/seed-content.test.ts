import { describe, expect, it } from 'vitest'
import { checkQuestionnaire, resolvePath } from '../../src/domain/questionnaire/index.ts'
import { DEMO_PROJECTS, LEVELS, demoEngineAnswers, toEngineQuestionnaire } from './index.ts'
import { ROOM_PRICES } from './pricing.ts'

const questionnaire = toEngineQuestionnaire()
const rules = questionnaire.questions.flatMap((q) => [...q.rules, ...q.choices.flatMap((c) => c.rules)])
const conditions = rules.flatMap((rule) => rule.conditions)

describe('the demo questionnaire', () => {
  it('uses every one of the 15 question types', () => {
    expect(new Set(questionnaire.questions.map((q) => q.type))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]))
  })

  it('uses every branching operator and an "ou" link', () => {
    expect(new Set(conditions.map((c) => c.operator))).toEqual(new Set(['est', 'nestpas', 'superieura', 'inferieura', 'contient']))
    expect(conditions.some((c) => c.link === 'ou')).toBe(true)
  })

  it('has rules on choices (types 1 and 3) and rules on questions of other types', () => {
    expect(questionnaire.questions.some((q) => (q.type === 1 || q.type === 3) && q.choices.some((c) => c.rules.length > 0))).toBe(true)
    expect(questionnaire.questions.some((q) => q.type !== 1 && q.type !== 3 && q.rules.length > 0)).toBe(true)
  })

  it('asks the customer’s name once, in the identity question (first name, name and phone)', () => {
    const asksName = questionnaire.questions.filter((q) => q.type === 9 || ['fullname', 'firstname', 'lastname', 'name'].includes(q.variable.trim().toLowerCase()))
    expect(asksName.map((q) => q.type)).toEqual([9])
  })

  it('passes the authoring check with no error and no warning', () => {
    expect(checkQuestionnaire(questionnaire)).toEqual([])
  })

  it('lets every demo project’s answers run to the end of the questionnaire', () => {
    for (const project of DEMO_PROJECTS) {
      const answers = Object.fromEntries(
        Object.entries(demoEngineAnswers(project)).map(([key, value]) => [key, value as string]),
      )
      expect(resolvePath(questionnaire, answers).stoppedAt).toBe('end')
    }
  })
})

describe('the demo price grid', () => {
  const roomValues = new Set(toEngineQuestionnaire().questions.flatMap((q) => q.choices.flatMap((choice) => (choice.pieceValue ? [choice.pieceValue] : []))))

  it('prices every room of the questionnaire, and only those, at every level', () => {
    expect(new Set(Object.keys(ROOM_PRICES))).toEqual(roomValues)
    for (const byLevel of Object.values(ROOM_PRICES)) expect(Object.keys(byLevel).sort()).toEqual(LEVELS.map((level) => level.key).sort())
  })

  it('has low prices below high prices, rising with the level', () => {
    for (const byLevel of Object.values(ROOM_PRICES)) {
      const ranges = LEVELS.map((level) => byLevel[level.key])
      for (const [low, high] of ranges) expect(low).toBeLessThan(high)
      for (let index = 1; index < ranges.length; index += 1) expect(ranges[index]?.[0]).toBeGreaterThan(ranges[index - 1]?.[0] ?? 0)
    }
  })
})
