import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isConditionMet, listMatchesOperator, matchesOperator } from './branching.ts'
import { checkQuestionnaire } from './check.ts'
import { CHECK_MESSAGES } from './messages.ts'
import { OPERATORS, QUESTION_TYPE, type QuestionType } from './model.ts'
import { isOperatorSuitable, operatorsFor } from './operators.ts'
import { aChoice, aChoiceQuestion, aQuestion, aQuestionnaire, jumpTo, when } from './test-builders.ts'

describe('operatorsFor', () => {
  it.each<[string, QuestionType, string[]]>([
    ['text', QUESTION_TYPE.text, ['est', 'nestpas', 'contient']],
    ['single choice', QUESTION_TYPE.singleChoice, ['est', 'nestpas']],
    ['images', QUESTION_TYPE.imageUpload, []],
    ['yes / no', QUESTION_TYPE.yesNo, ['est', 'nestpas']],
    ['address', QUESTION_TYPE.address, ['est', 'nestpas', 'contient']],
    ['rich text', QUESTION_TYPE.richText, ['est', 'nestpas', 'contient']],
    ['password', QUESTION_TYPE.password, []],
    ['photo', QUESTION_TYPE.photo, []],
    ['date', QUESTION_TYPE.date, ['est', 'nestpas', 'superieura', 'inferieura']],
    ['identity', QUESTION_TYPE.identity, ['est', 'nestpas', 'contient']],
    ['multiple choice', QUESTION_TYPE.multipleChoice, ['est', 'nestpas', 'contient']],
    ['number', QUESTION_TYPE.number, ['est', 'nestpas', 'superieura', 'inferieura']],
    ['terms', QUESTION_TYPE.terms, ['est', 'nestpas']],
    ['rooms', QUESTION_TYPE.rooms, []],
    ['long text', QUESTION_TYPE.longText, ['est', 'nestpas', 'contient']],
  ])('offers on a %s question exactly these operators', (_, type, expected) => {
    expect(operatorsFor(type)).toEqual(expected)
    for (const operator of OPERATORS) expect(isOperatorSuitable(type, operator)).toBe(expected.includes(operator))
  })

  it('leaves out the comparisons on a multiple choice: the engine never finds a list above or below a value', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), (values, expected) => {
        expect(listMatchesOperator(values, 'superieura', expected)).toBe(false)
        expect(listMatchesOperator(values, 'inferieura', expected)).toBe(false)
      }),
    )
    expect(isOperatorSuitable(QUESTION_TYPE.multipleChoice, 'superieura')).toBe(false)
    expect(isOperatorSuitable(QUESTION_TYPE.multipleChoice, 'contient')).toBe(true)
  })

  it('offers the comparisons on numbers and dates, which the engine compares as numbers and as dates', () => {
    expect(matchesOperator('10', 'superieura', '9')).toBe(true)
    expect(matchesOperator('02/01/2026', 'inferieura', '2026-01-10')).toBe(true)
    expect(isOperatorSuitable(QUESTION_TYPE.number, 'superieura')).toBe(true)
    expect(isOperatorSuitable(QUESTION_TYPE.date, 'inferieura')).toBe(true)
  })

  it('leaves out the comparisons on text, which the engine would order by character codes', () => {
    // 'b' > 'A' and 'a' > 'B' hold by code units: no rule author means that.
    expect(matchesOperator('b', 'superieura', 'A')).toBe(true)
    expect(isOperatorSuitable(QUESTION_TYPE.text, 'superieura')).toBe(false)
  })

  it('offers nothing on a password: it is always stored masked, so a condition could not tell answers apart', () => {
    const questionnaire = aQuestionnaire(aQuestion('secret', { type: QUESTION_TYPE.password }))
    const condition = when('secret', 'est', 'motdepasse')
    expect(isConditionMet(condition, { questionnaire, answers: { secret: '********' } })).toBe(false)
    expect(operatorsFor(QUESTION_TYPE.password)).toEqual([])
  })
})

describe('the check on operators', () => {
  it('reports a comparison on a text question as an error naming the operators that fit', () => {
    const quiz = aQuestionnaire(
      aQuestion('name'),
      aQuestion('q2', { rules: [jumpTo('q3', when('name', 'superieura', 'M'))] }),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([
      {
        severity: 'error',
        questionId: 'q2',
        message: CHECK_MESSAGES.unsuitableOperator('est supérieur à', 'Texte', ['est', 'n’est pas', 'contient']),
      },
    ])
    expect(checkQuestionnaire(quiz)[0]?.message).toBe(
      'L’opérateur « est supérieur à » ne convient pas à une question de type « Texte » (opérateurs possibles : est, n’est pas, contient).',
    )
  })

  it('reports a condition on a question whose answer cannot be compared, on the choice holding the rule', () => {
    const quiz = aQuestionnaire(
      aQuestion('photos', { type: QUESTION_TYPE.imageUpload }),
      aChoiceQuestion('q2', QUESTION_TYPE.singleChoice, [aChoice('a', { rules: [jumpTo('q3', when('photos', 'contient', 'plan'))] }), aChoice('b')]),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'error', questionId: 'q2', choiceValue: 'a', choiceTitle: 'A', message: CHECK_MESSAGES.unsuitableOperator('contient', 'Envoi de plusieurs images', []) },
    ])
  })

  it('accepts every operator the table offers, on every type', () => {
    for (const type of Object.values(QUESTION_TYPE)) {
      for (const operator of operatorsFor(type)) {
        const quiz = aQuestionnaire(aQuestion('a', { type, choices: [aChoice('1')] }), aQuestion('b', { rules: [jumpTo('c', when('a', operator, '1'))] }), aQuestion('c'))
        expect(checkQuestionnaire(quiz).filter((issue) => issue.severity === 'error')).toEqual([])
      }
    }
  })
})
