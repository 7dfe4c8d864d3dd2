import { describe, expect, it } from 'vitest'
import { blockingIssues, checkQuestionnaire, describeIssue, publishRefusal } from './check.ts'
import { CHECK_MESSAGES } from './messages.ts'
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

describe('checkQuestionnaire', () => {
  it('finds nothing wrong with a linear questionnaire', () => {
    expect(checkQuestionnaire(linearQuestionnaire('q1', 'q2', 'q3'))).toEqual([])
  })

  it('finds nothing wrong with forward branching on earlier answers', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
      aQuestion('q2', { rules: [jumpTo('q4', when('q1', 'est', 'non'))] }),
      aQuestion('q3'),
      aQuestion('q4'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([])
  })

  it('reports a questionnaire without questions as an error', () => {
    expect(checkQuestionnaire(aQuestionnaire())).toEqual([
      { severity: 'error', questionId: null, message: CHECK_MESSAGES.emptyQuestionnaire },
    ])
  })

  it('reports a jump to a missing question as an error', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [jumpTo('deleted', when('q1', 'est', 'x'))] }),
      aQuestion('q2'),
    )
    expect(checkQuestionnaire(quiz)).toContainEqual({
      severity: 'error',
      questionId: 'q1',
      message: CHECK_MESSAGES.missingTarget,
    })
  })

  it('locates a faulty rule on its choice', () => {
    const quiz = aQuestionnaire(aChoiceQuestion('q1', 1, [aChoice('a', { rules: [alwaysJumpTo('deleted')] })]))
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'error', questionId: 'q1', message: CHECK_MESSAGES.missingTarget, choiceValue: 'a', choiceTitle: 'A' },
    ])
  })

  it('reports a condition on a missing question as an error', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1'),
      aQuestion('q2', { rules: [jumpTo('q1', when('deleted', 'est', 'x'))] }),
    )
    expect(checkQuestionnaire(quiz)).toContainEqual({
      severity: 'error',
      questionId: 'q2',
      message: CHECK_MESSAGES.missingConditionQuestion,
    })
  })

  it.each([1, 3, 10, 12] as const)('reports a choice question of type %i without choices as an error', (type) => {
    expect(checkQuestionnaire(aQuestionnaire(aQuestion('q1', { type })))).toEqual([
      { severity: 'error', questionId: 'q1', message: CHECK_MESSAGES.noChoices },
    ])
  })

  it('lets a commune question take its choices from the communes data', () => {
    expect(checkQuestionnaire(aQuestionnaire(aQuestion('q1', { type: 1, variable: 'commune' })))).toEqual([])
  })

  it('reports a variable used twice as an error on the second question', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { variable: 'email' }), aQuestion('q2', { variable: 'Email ' }))
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'error', questionId: 'q2', message: CHECK_MESSAGES.duplicateVariable('Email') },
    ])
  })

  it('lets several questions have no variable', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { variable: '' }), aQuestion('q2', { variable: ' ' }))
    expect(checkQuestionnaire(quiz)).toEqual([])
  })

  it('reports two questions with the same id as an error', () => {
    const issues = checkQuestionnaire(linearQuestionnaire('q1', 'q1'))
    expect(issues).toContainEqual({ severity: 'error', questionId: 'q1', message: CHECK_MESSAGES.duplicateId })
  })

  it('warns about a jump back to an earlier question', () => {
    const quiz = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [jumpTo('q1', when('q1', 'est', 'x'))] }))
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'warning', questionId: 'q2', message: CHECK_MESSAGES.backwardJump },
    ])
  })

  it('warns about a question that jumps to itself', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { rules: [jumpTo('q1', when('q1', 'est', 'x'))] }), aQuestion('q2'))
    expect(checkQuestionnaire(quiz)).toContainEqual({
      severity: 'warning',
      questionId: 'q1',
      message: CHECK_MESSAGES.backwardJump,
    })
  })

  it('warns about a question no path reaches', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { rules: [alwaysJumpTo('q3')] }), aQuestion('q2'), aQuestion('q3'))
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'warning', questionId: 'q2', message: CHECK_MESSAGES.unreachable },
    ])
  })

  it('counts a conditional jump as a path that may not be taken', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [jumpTo('q3', when('q1', 'est', 'x'))] }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz).filter((issue) => issue.message === CHECK_MESSAGES.unreachable)).toEqual([])
  })

  it('warns about the question after a choice question whose every choice jumps past it', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 3, [
        aChoice('oui', { rules: [alwaysJumpTo('q3')] }),
        aChoice('non', { rules: [alwaysJumpTo('q3')] }),
      ]),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'warning', questionId: 'q2', message: CHECK_MESSAGES.unreachable },
    ])
  })

  it('lets an optional choice question be skipped to the next question', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] })], { optional: true }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([])
  })

  it('ignores for reachability a rule that never applies', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { rules: [jumpTo('q3')] }), aQuestion('q2'), aQuestion('q3'))
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'warning', questionId: 'q1', message: CHECK_MESSAGES.ruleWithoutCondition },
    ])
  })

  it('reports a condition on a later question as an error', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [jumpTo('q3', when('q2', 'est', 'x'))] }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'error', questionId: 'q1', message: CHECK_MESSAGES.conditionNotBefore },
    ])
  })

  it('accepts a question-level rule reading the answer just given to that question', () => {
    // Rules run once the answer is stored, so "if the surface is above 9, go to q3" is sound.
    const quiz = aQuestionnaire(
      aQuestion('q1', { type: 11, rules: [jumpTo('q3', when('q1', 'superieura', '9'))] }),
      aQuestion('q2'),
      aQuestion('q3'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([])
  })

  it('reports the same issue of a question once', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1', { rules: [jumpTo('gone', when('q1', 'est', 'a')), jumpTo('gone', when('q1', 'est', 'b'))] }),
    )
    expect(checkQuestionnaire(quiz).filter((issue) => issue.message === CHECK_MESSAGES.missingTarget)).toHaveLength(1)
  })

  it('ignores rules the engine does not read', () => {
    // A yes/no question branches on its choices; rules stored on the question itself are never followed.
    const quiz = aQuestionnaire(aChoiceQuestion('q1', 3, [aChoice('oui')], { rules: [alwaysJumpTo('deleted')] }))
    expect(checkQuestionnaire(quiz)).toEqual([])
  })

  it('reports a rule whose destination was deleted (the link reads as empty) as a jump to a missing question', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 1, [aChoice('maison', { rules: [jumpTo(null, when('q1', 'est', 'maison'))] }), aChoice('appartement')]),
      aQuestion('q2'),
    )
    expect(checkQuestionnaire(quiz)).toEqual([
      { severity: 'error', questionId: 'q1', message: CHECK_MESSAGES.missingTarget, choiceValue: 'maison', choiceTitle: 'MAISON' },
    ])
  })

  it('says in French why publishing is refused, one line per error, naming the question and the choice by their titles', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 1, [aChoice('maison', { title: 'Une maison', rules: [alwaysJumpTo('gone')] })]),
      aChoiceQuestion('q2', 1, []),
      aQuestion('q3', { rules: [jumpTo('q1', when('q3', 'est', 'x'))] }),
    )
    const issues = checkQuestionnaire(quiz)
    expect(blockingIssues(issues)).toHaveLength(2)
    const titles = new Map([['q1', 'Type de bien'], ['q2', 'Pièces']])
    expect(publishRefusal(issues, titles)).toBe(
      [
        'Publication impossible : le questionnaire contient 2 erreurs à corriger.',
        `• « Type de bien », choix « Une maison » : ${CHECK_MESSAGES.missingTarget}`,
        `• « Pièces » : ${CHECK_MESSAGES.noChoices}`,
      ].join('\n'),
    )
    expect(describeIssue(issues.find((issue) => issue.severity === 'warning')!, titles)).toBe(`« q3 » : ${CHECK_MESSAGES.backwardJump}`)
  })
})
