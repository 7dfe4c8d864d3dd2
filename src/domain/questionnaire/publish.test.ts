import { describe, expect, it } from 'vitest'
import { checkQuestionnaire } from './check.ts'
import { CHECK_MESSAGES } from './messages.ts'
import { newWarnings, publishVerdict } from './publish.ts'
import { aChoice, aChoiceQuestion, aQuestion, aQuestionnaire, alwaysJumpTo, jumpTo, linearQuestionnaire, when } from './test-builders.ts'

const titles = new Map([
  ['q1', 'Type de logement'],
  ['q2', 'Étage'],
  ['q3', 'Surface'],
])
const linear = checkQuestionnaire(linearQuestionnaire('q1', 'q2', 'q3'))
const backward = checkQuestionnaire(aQuestionnaire(aQuestion('q1'), aQuestion('q2'), aQuestion('q3', { rules: [jumpTo('q1', when('q2', 'est', 'oui'))] })))
const broken = checkQuestionnaire(aQuestionnaire(aQuestion('q1', { rules: [alwaysJumpTo('deleted')] }), aQuestion('q2')))

describe('publishVerdict', () => {
  it('publishes a questionnaire without errors or warnings', () => {
    expect(
      publishVerdict({
        issues: linear,
        liveIssues: [],
        titles,
        hasConfirmedWarnings: false,
      }),
    ).toEqual({ canPublish: true })
  })

  it('refuses a questionnaire with an error, even with the warnings confirmed, with the check’s French refusal', () => {
    const verdict = publishVerdict({
      issues: broken,
      liveIssues: [],
      titles,
      hasConfirmedWarnings: true,
    })
    expect(verdict).toMatchObject({ canPublish: false, reason: 'errors' })
    expect(verdict.canPublish === false && verdict.message).toBe(
      `${CHECK_MESSAGES.publishRefused(1)}\n• « Type de logement » : ${CHECK_MESSAGES.missingTarget}`,
    )
  })

  it('refuses a new warning without confirmation, naming it in French', () => {
    const verdict = publishVerdict({
      issues: backward,
      liveIssues: linear,
      titles,
      hasConfirmedWarnings: false,
    })
    expect(verdict).toMatchObject({
      canPublish: false,
      reason: 'unconfirmed-warnings',
    })
    expect(verdict.canPublish === false && verdict.message).toBe(`${CHECK_MESSAGES.warningsUnconfirmed(1)}\n• « Surface » : ${CHECK_MESSAGES.backwardJump}`)
  })

  it('publishes a new warning once the marketer confirmed it', () => {
    expect(
      publishVerdict({
        issues: backward,
        liveIssues: linear,
        titles,
        hasConfirmedWarnings: true,
      }),
    ).toEqual({ canPublish: true })
  })

  it('asks no confirmation again for a warning the live version already has', () => {
    expect(
      publishVerdict({
        issues: backward,
        liveIssues: backward,
        titles,
        hasConfirmedWarnings: false,
      }),
    ).toEqual({ canPublish: true })
  })

  it('treats every warning as new when nothing is live yet', () => {
    expect(
      publishVerdict({
        issues: backward,
        liveIssues: [],
        titles,
        hasConfirmedWarnings: false,
      }),
    ).toMatchObject({ canPublish: false })
  })
})

describe('newWarnings', () => {
  it('keeps the warnings the live version lacks, and never an error', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 1, [aChoice('a', { rules: [alwaysJumpTo('q3')] }), aChoice('b', { rules: [alwaysJumpTo('q3')] })]),
      aQuestion('q2'),
      aQuestion('q3', { rules: [jumpTo('q1', when('q1', 'est', 'a'))] }),
      aChoiceQuestion('q4', 1, []),
    )
    const issues = checkQuestionnaire(quiz)
    expect(newWarnings(issues, []).map((issue) => [issue.questionId, issue.message])).toEqual([
      ['q2', CHECK_MESSAGES.unreachable],
      ['q3', CHECK_MESSAGES.backwardJump],
    ])
    expect(newWarnings(issues, issues)).toEqual([])
  })

  it('tells apart the same warning on two choices of a question', () => {
    const one = checkQuestionnaire(aQuestionnaire(aQuestion('q1'), aChoiceQuestion('q2', 1, [aChoice('a', { rules: [alwaysJumpTo('q1')] }), aChoice('b')])))
    const two = checkQuestionnaire(
      aQuestionnaire(aQuestion('q1'), aChoiceQuestion('q2', 1, [aChoice('a', { rules: [alwaysJumpTo('q1')] }), aChoice('b', { rules: [alwaysJumpTo('q1')] })])),
    )
    expect(newWarnings(two, one).map((issue) => issue.choiceValue)).toEqual(['b'])
  })
})
