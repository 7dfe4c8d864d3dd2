import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkQuestionnaire } from './check.ts'
import { CHECK_MESSAGES, ORDER_MESSAGES } from './messages.ts'
import { moveItem, positionAfter, questionOrderProblem, questionOrderSchema, withQuestionOrder } from './order.ts'
import { aQuestion, aQuestionnaire, jumpTo, linearQuestionnaire, when } from './test-builders.ts'

describe('questionOrderSchema', () => {
  it('reads question ids given as numbers or strings, as strings', () => {
    expect(questionOrderSchema.parse({ questionIds: [3, '1', ' 2 '] })).toEqual({ questionIds: ['3', '1', '2'] })
  })

  it.each([
    ['no body', undefined],
    ['no list', {}],
    ['an empty list', { questionIds: [] }],
    ['a list of objects', { questionIds: [{ id: 1 }] }],
    ['a blank id', { questionIds: ['1', ' '] }],
    ['a negative id', { questionIds: [-1] }],
  ])('refuses %s with the French message', (_, body) => {
    const parsed = questionOrderSchema.safeParse(body)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(ORDER_MESSAGES.malformed)
  })
})

describe('questionOrderProblem', () => {
  it('accepts every question of the quiz once, in any order', () => {
    expect(questionOrderProblem(['1', '2', '3'], ['3', '1', '2'])).toBeNull()
  })

  it('refuses a question given twice', () => {
    expect(questionOrderProblem(['1', '2', '3'], ['1', '2', '2', '3'])).toBe(ORDER_MESSAGES.duplicate)
  })

  it('refuses a question of another quiz', () => {
    expect(questionOrderProblem(['1', '2'], ['1', '2', '9'])).toBe(ORDER_MESSAGES.foreign)
  })

  it('refuses an order that leaves questions out, saying how many', () => {
    expect(questionOrderProblem(['1', '2', '3'], ['2'])).toBe(ORDER_MESSAGES.missing(2))
    expect(ORDER_MESSAGES.missing(1)).toContain('il en manque une')
  })

  it('accepts exactly the permutations of the quiz’s questions', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(50), { minLength: 1 }).chain((ids) => fc.tuple(fc.constant(ids), fc.shuffledSubarray(ids, { minLength: ids.length }))), ([ids, shuffled]) => {
        expect(questionOrderProblem(ids.map(String), shuffled.map(String))).toBeNull()
      }),
    )
  })
})

describe('moveItem', () => {
  it('moves an item down and up, the others keeping their order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c'])
  })

  it('keeps an item at the end of the list when asked to go past it', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
  })

  it('leaves the given list as it is', () => {
    const items = ['a', 'b']
    moveItem(items, 0, 1)
    expect(items).toEqual(['a', 'b'])
  })

  it('keeps every item exactly once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: -2, max: 20 }), fc.integer({ min: -2, max: 20 }), (items, from, to) => {
        expect([...moveItem(items, from, to)].sort()).toEqual([...items].sort())
      }),
    )
  })
})

describe('withQuestionOrder and the check', () => {
  it('puts the questions in the given order', () => {
    const reordered = withQuestionOrder(linearQuestionnaire('q1', 'q2', 'q3'), ['q3', 'q1', 'q2'])
    expect(reordered.questions.map((question) => question.id)).toEqual(['q3', 'q1', 'q2'])
  })

  it('makes a jump that now goes back a warning, as for publishing', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { rules: [jumpTo('q3', when('q1', 'est', 'x'))] }), aQuestion('q2'), aQuestion('q3'))
    expect(checkQuestionnaire(quiz)).toEqual([])
    const issues = checkQuestionnaire(withQuestionOrder(quiz, ['q3', 'q1', 'q2']))
    expect(issues).toContainEqual({ severity: 'warning', questionId: 'q1', message: CHECK_MESSAGES.backwardJump })
    expect(issues.filter((issue) => issue.severity === 'error')).toEqual([])
  })

  it('makes a condition on a question now asked later an error, which blocks publishing', () => {
    const quiz = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [jumpTo('q3', when('q1', 'est', 'x'))] }), aQuestion('q3'))
    expect(checkQuestionnaire(withQuestionOrder(quiz, ['q2', 'q1', 'q3']))).toContainEqual({
      severity: 'error',
      questionId: 'q2',
      message: CHECK_MESSAGES.conditionNotBefore,
    })
  })
})

describe('positionAfter', () => {
  it('puts the first question at 0 and a new one past the last', () => {
    expect(positionAfter([])).toBe(0)
    expect(positionAfter([0, 0, 3, 1])).toBe(4)
    expect(positionAfter([null, undefined, 2])).toBe(3)
  })
})
