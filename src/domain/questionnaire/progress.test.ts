import { describe, expect, it } from 'vitest'
import type { Answers } from './model.ts'
import { questionnaireProgress } from './progress.ts'
import {
  aChoice,
  aChoiceQuestion,
  alwaysJumpTo,
  aQuestion,
  aQuestionnaire,
  linearQuestionnaire,
} from './test-builders.ts'

describe('questionnaireProgress', () => {
  const quiz = linearQuestionnaire('q1', 'q2', 'q3', 'q4', 'q5')

  const beforeLast: { answered: Answers; current: string; expected: number }[] = [
    { answered: {}, current: 'q1', expected: 0 },
    { answered: { q1: 'a' }, current: 'q2', expected: 20 },
    { answered: { q1: 'a', q2: 'b' }, current: 'q3', expected: 40 },
    { answered: { q1: 'a', q2: 'b', q3: 'c' }, current: 'q4', expected: 60 },
  ]

  it.each(beforeLast)(
    'is answered / (answered + the questions ahead) before the last question: $expected on $current',
    ({ answered, current, expected }) => {
      expect(questionnaireProgress(quiz, answered, current)).toBe(expected)
    },
  )

  it('is 95 on the last question', () => {
    expect(questionnaireProgress(quiz, { q1: 'a', q2: 'b', q3: 'c', q4: 'd' }, 'q5')).toBe(95)
  })

  it('is 95 on the last question even when it is answered', () => {
    expect(questionnaireProgress(quiz, { q1: 'a', q2: 'b', q3: 'c', q4: 'd', q5: 'e' }, 'q5')).toBe(95)
  })

  it('is 100 on the closing slide', () => {
    expect(questionnaireProgress(quiz, { q1: 'a' }, null)).toBe(100)
  })

  it('counts only the answers on the path', () => {
    const branching = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
      aQuestion('q2'),
      aQuestion('q3'),
      aQuestion('q4'),
    )
    // q2 is off the path: one answer counts, and q3, q4 are ahead: 1 / 3.
    expect(questionnaireProgress(branching, { q1: 'oui', q2: 'off' }, 'q3')).toBe(33)
  })

  it('is not 95 on the last question in the list when its rule jumps back', () => {
    const looping = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [alwaysJumpTo('q1')] }))
    // The jump back ends the path: q1 done, q2 ahead.
    expect(questionnaireProgress(looping, { q1: 'a' }, 'q2')).toBe(50)
  })

  it('counts the questions still ahead under the current answers, not a fixed two (9th of 27 is not 80 %)', () => {
    const ids = Array.from({ length: 27 }, (_, index) => `q${index + 1}`)
    const answers = Object.fromEntries(ids.slice(0, 8).map((id) => [id, 'x']))
    expect(questionnaireProgress(linearQuestionnaire(...ids), answers, 'q9')).toBe(30)
  })

  it('follows the branch the answers take: a short branch is further along than a long one', () => {
    const branching = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('court', { rules: [alwaysJumpTo('q9')] }), aChoice('long')]),
      ...['q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'].map((id) => aQuestion(id)),
    )
    expect(questionnaireProgress(branching, { q1: 'long' }, 'q2')).toBe(10)
    expect(questionnaireProgress(branching, { q1: 'court' }, 'q9')).toBe(33)
  })

  it('counts the answers ahead as ahead after going back', () => {
    expect(questionnaireProgress(quiz, { q1: 'a', q2: 'b', q3: 'c', q4: 'd' }, 'q2')).toBe(20)
  })

  it('is 95 on a choice question last in the list before it is answered', () => {
    const quizEndingOnChoice = aQuestionnaire(
      aQuestion('q1'),
      aChoiceQuestion('q2', 3, [aChoice('oui', { rules: [alwaysJumpTo('q1')] }), aChoice('non')]),
    )
    expect(questionnaireProgress(quizEndingOnChoice, { q1: 'a' }, 'q2')).toBe(95)
  })

  it('stays below 95 before the last question however many answers there are', () => {
    const ids = Array.from({ length: 60 }, (_, index) => `q${index}`)
    const long = linearQuestionnaire(...ids)
    const answers = Object.fromEntries(ids.slice(0, 58).map((id) => [id, 'x']))
    expect(questionnaireProgress(long, answers, 'q58')).toBe(94)
  })

  it('is never 95 for an id that is not a question', () => {
    expect(questionnaireProgress(quiz, {}, 'elsewhere')).toBe(0)
  })
})
