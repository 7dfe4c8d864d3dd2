import { describe, expect, it } from 'vitest'
import {
  chosenChoice,
  isConditionMet,
  isRuleValid,
  listMatchesOperator,
  matchesOperator,
  nextQuestionId,
  rulesFor,
} from './branching.ts'
import { OPERATORS, type Answers, type Operator, type QuestionType } from './model.ts'
import {
  aChoice,
  aChoiceQuestion,
  alwaysJumpTo,
  aQuestion,
  aQuestionnaire,
  jumpTo,
  linearQuestionnaire,
  when,
} from './test-builders.ts'

describe('matchesOperator on a single answer', () => {
  it.each([
    { answer: '10', operator: 'est', value: '10', expected: true },
    { answer: '10', operator: 'est', value: '10.0', expected: true },
    { answer: '10,5', operator: 'est', value: '10.5', expected: true },
    { answer: '1001', operator: 'est', value: '01001', expected: true },
    { answer: '10', operator: 'est', value: '9', expected: false },
    { answer: 'oui', operator: 'est', value: 'oui', expected: true },
    { answer: ' oui ', operator: 'est', value: 'oui', expected: true },
    { answer: 'oui', operator: 'est', value: 'Oui', expected: false },
    { answer: '15/03/2024', operator: 'est', value: '2024-03-15', expected: true },
    { answer: '10', operator: 'nestpas', value: '9', expected: true },
    { answer: '10', operator: 'nestpas', value: '10,0', expected: false },
    { answer: 'oui', operator: 'nestpas', value: 'non', expected: true },
    { answer: 'oui', operator: 'nestpas', value: 'oui', expected: false },
    { answer: '10', operator: 'superieura', value: '9', expected: true },
    { answer: '9', operator: 'superieura', value: '10', expected: false },
    { answer: '10', operator: 'superieura', value: '10', expected: false },
    { answer: '12,5', operator: 'superieura', value: '12', expected: true },
    { answer: 'b', operator: 'superieura', value: 'a', expected: true },
    { answer: 'abc', operator: 'superieura', value: '10', expected: true },
    { answer: '01/02/2025', operator: 'superieura', value: '15/12/2024', expected: true },
    { answer: '9', operator: 'inferieura', value: '10', expected: true },
    { answer: '-3', operator: 'inferieura', value: '2', expected: true },
    { answer: '10', operator: 'inferieura', value: '10', expected: false },
    { answer: 'a', operator: 'inferieura', value: 'b', expected: true },
    { answer: '2024-03-01', operator: 'inferieura', value: '15/03/2024', expected: true },
    { answer: 'Appartement à Paris', operator: 'contient', value: 'Paris', expected: true },
    { answer: 'Paris', operator: 'contient', value: 'paris', expected: false },
    { answer: 'Paris', operator: 'contient', value: 'Lyon', expected: false },
    { answer: '12345', operator: 'contient', value: '234', expected: true },
  ] satisfies { answer: string; operator: Operator; value: string; expected: boolean }[])(
    "'$answer' $operator '$value' is $expected",
    ({ answer, operator, value, expected }) => {
      expect(matchesOperator(answer, operator, value)).toBe(expected)
    },
  )
})

describe('listMatchesOperator on a multiple-choice answer', () => {
  it.each([
    { values: ['a', 'b'], operator: 'contient', value: 'a', expected: true },
    { values: ['a', 'b'], operator: 'contient', value: 'c', expected: false },
    { values: ['ab'], operator: 'contient', value: 'a', expected: false },
    { values: ['10'], operator: 'contient', value: '10.0', expected: true },
    { values: ['Mon texte libre'], operator: 'contient', value: 'Mon texte libre', expected: true },
    { values: ['a'], operator: 'est', value: 'a', expected: true },
    { values: ['a', 'b'], operator: 'est', value: 'a', expected: false },
    { values: ['a'], operator: 'nestpas', value: 'a', expected: false },
    { values: ['a', 'b'], operator: 'nestpas', value: 'a', expected: true },
    { values: ['b'], operator: 'superieura', value: 'a', expected: false },
    { values: ['1'], operator: 'inferieura', value: '2', expected: false },
  ] satisfies { values: string[]; operator: Operator; value: string; expected: boolean }[])(
    '$values $operator $value is $expected',
    ({ values, operator, value, expected }) => {
      expect(listMatchesOperator(values, operator, value)).toBe(expected)
    },
  )
})

describe('isConditionMet', () => {
  const quiz = aQuestionnaire(
    aQuestion('text'),
    aChoiceQuestion('multi', 10, [aChoice('a'), aChoice('b')]),
    aQuestion('rich', { type: 5 }),
  )

  it('compares a multiple-choice answer as a list', () => {
    const answers = { multi: '["a","b"]' }
    expect(isConditionMet(when('multi', 'contient', 'b'), { questionnaire: quiz, answers })).toBe(true)
  })

  it('does not read a multiple-choice answer as text', () => {
    const answers = { multi: '["a","b"]' }
    expect(isConditionMet(when('multi', 'contient', '"a"'), { questionnaire: quiz, answers })).toBe(false)
  })

  it('compares a text answer that looks like a list as text', () => {
    const answers = { text: '["a","b"]' }
    expect(isConditionMet(when('text', 'contient', '"a"'), { questionnaire: quiz, answers })).toBe(true)
  })

  const unanswered: { case: string; questionId: string; answers: Answers }[] = [
    { case: 'no stored answer', questionId: 'text', answers: {} },
    { case: 'the empty string', questionId: 'text', answers: { text: '' } },
    { case: 'blanks', questionId: 'text', answers: { text: '  ' } },
    { case: "the string 'null'", questionId: 'text', answers: { text: 'null' } },
    { case: "the string 'undefined'", questionId: 'text', answers: { text: 'undefined' } },
    { case: 'an empty list', questionId: 'multi', answers: { multi: '[]' } },
    { case: 'an unreadable list', questionId: 'multi', answers: { multi: '[a' } },
    { case: 'rich text with no text', questionId: 'rich', answers: { rich: '<p> </p>' } },
    { case: 'a question that does not exist', questionId: 'gone', answers: { gone: 'x' } },
  ]
  for (const operator of OPERATORS) {
    it.each(unanswered)(`is false for '${operator}' on $case`, ({ questionId, answers }) => {
      // 'x' differs from any stored value above, so 'nestpas' would be true if it were compared.
      expect(isConditionMet(when(questionId, operator, 'x'), { questionnaire: quiz, answers })).toBe(false)
    })
  }
})

describe('isRuleValid', () => {
  const quiz = linearQuestionnaire('yes', 'no')
  const answers = { yes: 'oui', no: 'non' }
  const holds = (link: 'et' | 'ou' = 'et') => when('yes', 'est', 'oui', link)
  const fails = (link: 'et' | 'ou' = 'et') => when('no', 'est', 'oui', link)

  it.each([
    { case: 'one condition that holds', conditions: [holds()], expected: true },
    { case: 'one condition that fails', conditions: [fails()], expected: false },
    { case: "'et' conditions that all hold", conditions: [holds(), holds()], expected: true },
    { case: "'et' conditions of which one fails", conditions: [holds(), fails()], expected: false },
    { case: "an 'ou' on the first condition, the second holding", conditions: [fails('ou'), holds()], expected: true },
    { case: "an 'ou' on the last condition, the first holding", conditions: [holds(), fails('ou')], expected: true },
    { case: "an 'ou' among three, only the last holding", conditions: [fails(), fails('ou'), holds()], expected: true },
    { case: "an 'ou' where none holds", conditions: [fails('ou'), fails()], expected: false },
  ])('with $case is $expected', ({ conditions, expected }) => {
    expect(isRuleValid(jumpTo('no', ...conditions), { questionnaire: quiz, answers })).toBe(expected)
  })

  it("is valid when marked 'no condition', whatever its conditions", () => {
    const rule = { noCondition: true, conditions: [fails()], goto: 'no' }
    expect(isRuleValid(rule, { questionnaire: quiz, answers })).toBe(true)
  })

  it("is not valid without conditions unless marked 'no condition'", () => {
    expect(isRuleValid(jumpTo('no'), { questionnaire: quiz, answers })).toBe(false)
  })
})

describe('rulesFor', () => {
  const choiceRule = alwaysJumpTo('from-choice')
  const questionRule = alwaysJumpTo('from-question')
  const withRulesOnBoth = (type: QuestionType) =>
    aChoiceQuestion('q', type, [aChoice('a', { rules: [choiceRule] }), aChoice('b')], { rules: [questionRule] })

  it.each([1, 3] as const)('takes the chosen choice rules for type %i', (type) => {
    expect(rulesFor(withRulesOnBoth(type), { q: 'a' })).toEqual([choiceRule])
  })

  it.each([1, 3] as const)('takes no rules for type %i while unanswered', (type) => {
    expect(rulesFor(withRulesOnBoth(type), {})).toEqual([])
  })

  it.each([0, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const)('takes the question rules for type %i', (type) => {
    expect(rulesFor(withRulesOnBoth(type), { q: 'a' })).toEqual([questionRule])
  })

  it('takes the rules of the choice with an input for free text typed in it', () => {
    const question = aChoiceQuestion('q', 3, [
      aChoice('oui'),
      aChoice('autre', { hasInput: true, rules: [choiceRule] }),
    ])
    expect(rulesFor(question, { q: 'Un texte libre' })).toEqual([choiceRule])
  })
})

describe('chosenChoice', () => {
  it('finds a commune choice from its code stored as a number', () => {
    const question = aChoiceQuestion('c', 1, [aChoice('01001'), aChoice('75056')], { variable: 'commune' })
    expect(chosenChoice(question, '1001')?.value).toBe('01001')
  })

  it('finds nothing for an unknown value when no choice has an input', () => {
    const question = aChoiceQuestion('q', 1, [aChoice('a')])
    expect(chosenChoice(question, 'zz')).toBeUndefined()
  })
})

describe('nextQuestionId', () => {
  it('advances in list order when no rule applies', () => {
    expect(nextQuestionId(linearQuestionnaire('q1', 'q2', 'q3'), 'q1', {})).toBe('q2')
  })

  it('gives null after the last question', () => {
    expect(nextQuestionId(linearQuestionnaire('q1', 'q2'), 'q2', {})).toBeNull()
  })

  it('gives null for an id that is not in the questionnaire', () => {
    expect(nextQuestionId(linearQuestionnaire('q1', 'q2'), 'elsewhere', {})).toBeNull()
  })

  it('jumps forward to the target of a valid rule', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [alwaysJumpTo('q4')] }),
      aQuestion('q2'),
      aQuestion('q3'),
      aQuestion('q4'),
    )
    expect(nextQuestionId(quiz, 'q1', {})).toBe('q4')
  })

  it('jumps backward to the target of a valid rule', () => {
    const quiz = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [alwaysJumpTo('q1')] }), aQuestion('q3'))
    expect(nextQuestionId(quiz, 'q2', {})).toBe('q1')
  })

  it('takes the first valid rule when several are valid', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [alwaysJumpTo('q3'), alwaysJumpTo('q4')] }),
      aQuestion('q2'),
      aQuestion('q3'),
      aQuestion('q4'),
    )
    expect(nextQuestionId(quiz, 'q1', {})).toBe('q3')
  })

  it('skips a valid rule without target', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [alwaysJumpTo(null), alwaysJumpTo('q3')] }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(nextQuestionId(quiz, 'q1', {})).toBe('q3')
  })

  it('skips a rule whose target no longer exists', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [alwaysJumpTo('deleted'), alwaysJumpTo('q3')] }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(nextQuestionId(quiz, 'q1', {})).toBe('q3')
  })

  it('skips a rule whose conditions fail', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [jumpTo('q3', when('q1', 'est', 'oui'))] }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(nextQuestionId(quiz, 'q1', { q1: 'non' })).toBe('q2')
  })

  it('follows the rule of the chosen choice', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('owner', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(nextQuestionId(quiz, 'owner', { owner: 'oui' })).toBe('q3')
  })

  it('ignores the rules of the choices not chosen', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('owner', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(nextQuestionId(quiz, 'owner', { owner: 'non' })).toBe('q2')
  })

  it('follows a multiple-choice question rule on a checked value', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('works', 10, [aChoice('cuisine'), aChoice('salle-de-bain')], {
        rules: [jumpTo('kitchen', when('works', 'contient', 'cuisine'))],
      }),
      aQuestion('next'),
      aQuestion('kitchen'),
    )
    expect(nextQuestionId(quiz, 'works', { works: '["salle-de-bain","cuisine"]' })).toBe('kitchen')
  })

  it('compares a number answer as a number in a rule', () => {
    const quiz = aQuestionnaire(
      aQuestion('surface', { type: 11, rules: [jumpTo('big', when('surface', 'superieura', '9'))] }),
      aQuestion('small'),
      aQuestion('big'),
    )
    expect(nextQuestionId(quiz, 'surface', { surface: '10' })).toBe('big')
  })
})
