import { describe, expect, it } from 'vitest'
import { checkQuestionnaire, resolvePath } from '../../src/domain/questionnaire/index.ts'
import { DEMO_PROJECTS, demoEngineAnswers, toEngineQuestionnaire } from './index.ts'

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
