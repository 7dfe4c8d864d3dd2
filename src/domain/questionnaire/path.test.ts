import { describe, expect, it } from 'vitest'
import {
  answersOnPath,
  initialHistory,
  isAnswered,
  isQuestionnaireComplete,
  nextQuestionIdFromHistory,
  previousQuestionId,
  remainingPath,
  resolvePath,
  resumeIndex,
} from './path.ts'
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

/** q1 (oui -> q3, non -> q2), q2, q3, q4: the 'oui' branch skips q2. */
const branching = aQuestionnaire(
  aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
  aQuestion('q2'),
  aQuestion('q3'),
  aQuestion('q4'),
)

describe('isAnswered', () => {
  it('is true for a stored non-empty answer', () => {
    expect(isAnswered(aQuestion('q'), { q: 'x' })).toBe(true)
  })

  it('is false without a stored answer', () => {
    expect(isAnswered(aQuestion('q', { optional: true }), {})).toBe(false)
  })

  it('is false for an empty answer to a required question', () => {
    expect(isAnswered(aQuestion('q'), { q: 'null' })).toBe(false)
  })

  it('is true for an empty answer to an optional question (skipped)', () => {
    expect(isAnswered(aQuestion('q', { optional: true }), { q: '' })).toBe(true)
  })
})

describe('resolvePath', () => {
  it('starts at the first question when nothing is answered', () => {
    expect(resolvePath(linearQuestionnaire('q1', 'q2'), {})).toEqual({
      path: ['q1'],
      currentId: 'q1',
      stoppedAt: 'unanswered',
    })
  })

  it('stops at the first unanswered question in list order', () => {
    expect(resolvePath(linearQuestionnaire('q1', 'q2', 'q3'), { q1: 'a', q3: 'c' })).toEqual({
      path: ['q1', 'q2'],
      currentId: 'q2',
      stoppedAt: 'unanswered',
    })
  })

  it('follows the rules of the stored answers', () => {
    expect(resolvePath(branching, { q1: 'oui', q3: 'c' }).path).toEqual(['q1', 'q3', 'q4'])
  })

  it('ends with no current question when every question on the path is answered', () => {
    expect(resolvePath(branching, { q1: 'oui', q3: 'c', q4: 'd' })).toEqual({
      path: ['q1', 'q3', 'q4'],
      currentId: null,
      stoppedAt: 'end',
    })
  })

  it('passes a skipped optional question', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { optional: true }), aQuestion('q2'))
    expect(resolvePath(quiz, { q1: '' }).currentId).toBe('q2')
  })

  it('stops at a required question whose stored answer is empty', () => {
    expect(resolvePath(linearQuestionnaire('q1', 'q2'), { q1: 'a', q2: '  ' }).currentId).toBe('q2')
  })

  it('ends the path at a jump back to a question already on it', () => {
    const quiz = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [alwaysJumpTo('q1')] }), aQuestion('q3'))
    expect(resolvePath(quiz, { q1: 'a', q2: 'b' })).toEqual({ path: ['q1', 'q2'], currentId: null, stoppedAt: 'loop' })
  })

  it('ends the path at a question that jumps to itself', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { rules: [alwaysJumpTo('q1')] }), aQuestion('q2'))
    expect(resolvePath(quiz, { q1: 'a' })).toEqual({ path: ['q1'], currentId: null, stoppedAt: 'loop' })
  })

  it('lets no answer off the path decide a rule', () => {
    // q2 is only asked after 'non'; its stale answer must not make q3 jump once q1 is 'oui'.
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
      aQuestion('q2'),
      aQuestion('q3', { rules: [jumpTo('q5', when('q2', 'est', 'stale'))] }),
      aQuestion('q4'),
      aQuestion('q5'),
    )
    expect(resolvePath(quiz, { q1: 'oui', q2: 'stale', q3: 'c' }).path).toEqual(['q1', 'q3', 'q4'])
  })

  it('gives an empty path for a questionnaire without questions', () => {
    expect(resolvePath(aQuestionnaire(), {})).toEqual({ path: [], currentId: null, stoppedAt: 'end' })
  })

  it('treats ids as opaque strings', () => {
    const quiz = linearQuestionnaire('__proto__', 'constructor', '10', '9')
    expect(resolvePath(quiz, { ['__proto__']: 'a', constructor: 'b' }).currentId).toBe('10')
  })
})

describe('resumeIndex', () => {
  it('is 0 when nothing is answered', () => {
    expect(resumeIndex(branching, {})).toBe(0)
  })

  it('is the list index of the first unanswered question on the path', () => {
    expect(resumeIndex(branching, { q1: 'oui' })).toBe(2)
  })

  it('skips an unanswered question that is off the path', () => {
    expect(resumeIndex(branching, { q1: 'oui', q3: 'c' })).toBe(3)
  })

  it('is the question count when every question on the path is answered', () => {
    expect(resumeIndex(branching, { q1: 'oui', q3: 'c', q4: 'd' })).toBe(4)
  })
})

describe('answersOnPath', () => {
  it('leaves out answers of questions off the path', () => {
    expect(answersOnPath(branching, { q1: 'oui', q2: 'off', q3: 'c', q4: 'd' })).toEqual({
      q1: 'oui',
      q3: 'c',
      q4: 'd',
    })
  })

  it('leaves out the empty answer of the current question', () => {
    expect(answersOnPath(linearQuestionnaire('q1', 'q2'), { q1: 'a', q2: '' })).toEqual({ q1: 'a' })
  })

  it('keeps the skipped optional question', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { optional: true }), aQuestion('q2'))
    expect(answersOnPath(quiz, { q1: '' })).toEqual({ q1: '' })
  })
})

describe('isQuestionnaireComplete', () => {
  it('is true when every question on the path is answered and valid', () => {
    expect(isQuestionnaireComplete(branching, { q1: 'oui', q3: 'c', q4: 'd' })).toBe(true)
  })

  it('is false while a question on the path is unanswered', () => {
    expect(isQuestionnaireComplete(branching, { q1: 'oui', q3: 'c' })).toBe(false)
  })

  it('is false when an answer on the path is invalid for its question', () => {
    const quiz = aQuestionnaire(aQuestion('age', { type: 11 }))
    expect(isQuestionnaireComplete(quiz, { age: 'beaucoup' })).toBe(false)
  })

  it('ignores an invalid answer off the path', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q3')] }), aChoice('non')]),
      aQuestion('q2', { type: 11 }),
      aQuestion('q3'),
    )
    expect(isQuestionnaireComplete(quiz, { q1: 'oui', q2: 'beaucoup', q3: 'c' })).toBe(true)
  })

  it('is true with a skipped optional question', () => {
    const quiz = aQuestionnaire(aQuestion('q1', { optional: true }), aQuestion('q2'))
    expect(isQuestionnaireComplete(quiz, { q1: '', q2: 'b' })).toBe(true)
  })

  it('is false for a questionnaire without questions', () => {
    expect(isQuestionnaireComplete(aQuestionnaire(), {})).toBe(false)
  })
})

describe('back and history', () => {
  it('goes back to the question visited before, not the previous one in the list', () => {
    expect(previousQuestionId(['q1', 'q3'])).toBe('q1')
  })

  it('has no previous question on the first question', () => {
    expect(previousQuestionId(['q1'])).toBeNull()
  })

  it('has no previous question before the first question', () => {
    expect(previousQuestionId([])).toBeNull()
  })

  it('starts a resumed flow with the resolved path as history', () => {
    expect(initialHistory(branching, { q1: 'oui' })).toEqual(['q1', 'q3'])
  })

  it('lets back after a resume walk the path', () => {
    expect(previousQuestionId(initialHistory(branching, { q1: 'oui' }))).toBe('q1')
  })
})

describe('nextQuestionIdFromHistory', () => {
  it('gives the first question for an empty history', () => {
    expect(nextQuestionIdFromHistory(branching, [], {})).toBe('q1')
  })

  it('follows the rules of the current question', () => {
    expect(nextQuestionIdFromHistory(branching, ['q1'], { q1: 'oui' })).toBe('q3')
  })

  it('lets no answer outside the history decide a rule', () => {
    const quiz = aQuestionnaire(
      aQuestion('q1'),
      aQuestion('q2', { rules: [jumpTo('q4', when('q9', 'est', 'stale'))] }),
      aQuestion('q3'),
      aQuestion('q4'),
      aQuestion('q9'),
    )
    expect(nextQuestionIdFromHistory(quiz, ['q1', 'q2'], { q1: 'a', q2: 'b', q9: 'stale' })).toBe('q3')
  })

  it('follows a jump back to a visited question', () => {
    const quiz = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [alwaysJumpTo('q1')] }))
    expect(nextQuestionIdFromHistory(quiz, ['q1', 'q2'], { q1: 'a', q2: 'b' })).toBe('q1')
  })
})

describe('remainingPath', () => {
  it('walks from the current question to the end along the rules the current answers choose', () => {
    const quiz = aQuestionnaire(
      aChoiceQuestion('q1', 3, [aChoice('oui', { rules: [alwaysJumpTo('q4')] }), aChoice('non')]),
      aQuestion('q2'),
      aQuestion('q3'),
      aQuestion('q4'),
    )
    expect(remainingPath(quiz, { q1: 'non' }, 'q2')).toEqual(['q2', 'q3', 'q4'])
    expect(remainingPath(quiz, { q1: 'oui' }, 'q4')).toEqual(['q4'])
    expect(remainingPath(quiz, {}, 'q1')).toEqual(['q1', 'q2', 'q3', 'q4'])
  })

  it('ends at a jump back to a question already on the path, and is empty for an unknown id', () => {
    const looping = aQuestionnaire(aQuestion('q1'), aQuestion('q2', { rules: [alwaysJumpTo('q1')] }))
    expect(remainingPath(looping, { q1: 'a' }, 'q2')).toEqual(['q2'])
    expect(remainingPath(looping, {}, 'elsewhere')).toEqual([])
  })
})
