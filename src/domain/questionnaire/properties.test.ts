import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextQuestionId } from './branching.ts'
import { checkQuestionnaire } from './check.ts'
import type { DraftAnswer } from './drafts.ts'
import { OPERATORS, storedAnswer, toQuestionType, type Answers, type Question, type Questionnaire } from './model.ts'
import {
  answersOnPath,
  isAnswered,
  isQuestionnaireComplete,
  nextQuestionIdFromHistory,
  resolvePath,
  resumeIndex,
} from './path.ts'
import { questionnaireProgress } from './progress.ts'
import { validateAnswer, validateStoredAnswer } from './validation.ts'

/** Ids that are opaque: numbers as text, empty, and the names a plain object already has. */
const idArbitrary = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '10', '9', '01'),
)

/** Values that exercise numbers, dates, lists, emptiness and communes. */
const valueArbitrary = fc.oneof(
  fc.constantFrom('a', 'b', 'oui', 'non', '10', '9', '2,5', '-1', '01/02/2024', '2024-02-01', '01001', '2A004'),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    '[]',
    '["a"]',
    '["a","b"]',
    '[{"folder_id":"1","folder_name":"a.png"}]',
  ),
  fc.string({ maxLength: 6 }),
)

function questionnaireArbitrary(): fc.Arbitrary<Questionnaire> {
  return fc.uniqueArray(idArbitrary, { maxLength: 8 }).chain((ids) => {
    const target = fc.constantFrom('missing', ...ids)
    const condition = fc.record({
      questionId: target,
      operator: fc.constantFrom(...OPERATORS),
      value: valueArbitrary,
      link: fc.constantFrom('et' as const, 'ou' as const),
    })
    const rule = fc.record({
      noCondition: fc.boolean(),
      conditions: fc.array(condition, { maxLength: 3 }),
      goto: fc.option(target, { nil: null }),
    })
    const choice = fc.record(
      {
        value: valueArbitrary,
        title: fc.string({ maxLength: 4 }),
        hasInput: fc.boolean(),
        pieceId: fc.string({ maxLength: 2 }),
        rules: fc.array(rule, { maxLength: 2 }),
      },
      { requiredKeys: ['value', 'title', 'hasInput', 'rules'] },
    )
    const question = (id: string): fc.Arbitrary<Question> =>
      fc.record({
        id: fc.constant(id),
        title: fc.constant(id),
        type: fc.integer({ min: 0, max: 16 }).map(toQuestionType),
        variable: fc.constantFrom('', 'email', 'phone', 'commune', 'fullname'),
        optional: fc.boolean(),
        choices: fc.array(choice, { maxLength: 4 }),
        rules: fc.array(rule, { maxLength: 3 }),
      })
    return fc.tuple(...ids.map(question)).map((questions) => ({ id: 'quiz', questions }))
  })
}

/** Stored answers for some of the questions: their choices' values, lists of them, or anything. */
function answersArbitrary(questionnaire: Questionnaire): fc.Arbitrary<Answers> {
  const answerFor = (question: Question) => {
    const choiceValues = question.choices.map((choice) => choice.value)
    return fc.option(
      fc.oneof(
        valueArbitrary,
        choiceValues.length > 0 ? fc.constantFrom(...choiceValues) : valueArbitrary,
        fc.subarray(choiceValues).map((values) => JSON.stringify(values)),
      ),
      { nil: undefined },
    )
  }
  return fc.tuple(...questionnaire.questions.map(answerFor)).map((values) =>
    Object.fromEntries(
      questionnaire.questions.flatMap((question, index) => {
        const value = values[index]
        return value === undefined ? [] : [[question.id, value] as const]
      }),
    ),
  )
}

const scenarioArbitrary = questionnaireArbitrary().chain((questionnaire) =>
  fc.record({ questionnaire: fc.constant(questionnaire), answers: answersArbitrary(questionnaire) }),
)

describe('the engine on any questionnaire and any answers', () => {
  it('gives a next question that exists, or null, without throwing', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        const ids = new Set(questionnaire.questions.map((question) => question.id))
        for (const question of questionnaire.questions) {
          const next = nextQuestionId(questionnaire, question.id, answers)
          expect(next === null || ids.has(next)).toBe(true)
        }
      }),
    )
  })

  it('resolves a finite path without repeats whose questions before the current one are answered', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        const { path, currentId } = resolvePath(questionnaire, answers)
        expect(new Set(path).size).toBe(path.length)
        expect(path.length).toBeLessThanOrEqual(questionnaire.questions.length)
        const answered = currentId === null ? path : path.slice(0, -1)
        if (currentId !== null) expect(path.at(-1)).toBe(currentId)
        for (const id of answered) {
          const question = questionnaire.questions.find((candidate) => candidate.id === id)
          expect(question && isAnswered(question, answers)).toBe(true)
        }
      }),
    )
  })

  it('resolves the same path from the answers on a resolved path (resume is idempotent)', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        const resolved = resolvePath(questionnaire, answers)
        expect(resolvePath(questionnaire, answersOnPath(questionnaire, answers))).toEqual(resolved)
      }),
    )
  })

  it('resolves the same path whatever is answered off the path', () => {
    fc.assert(
      fc.property(scenarioArbitrary, fc.string({ maxLength: 4 }), ({ questionnaire, answers }, offPathValue) => {
        const resolved = resolvePath(questionnaire, answers)
        const offPath = questionnaire.questions.filter((question) => !resolved.path.includes(question.id))
        const withOffPathAnswers = {
          ...answers,
          ...Object.fromEntries(offPath.map((question) => [question.id, offPathValue])),
        }
        expect(resolvePath(questionnaire, withOffPathAnswers)).toEqual(resolved)
      }),
    )
  })

  it('agrees with the live flow on the step to the current question', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        const { path, currentId, stoppedAt } = resolvePath(questionnaire, answers)
        const history = currentId === null ? path : path.slice(0, -1)
        const next = nextQuestionIdFromHistory(questionnaire, history, answers)
        if (stoppedAt === 'unanswered') expect(next).toBe(currentId)
        if (stoppedAt === 'end') expect(next).toBeNull()
        if (stoppedAt === 'loop') expect(next !== null && path.includes(next)).toBe(true)
      }),
    )
  })

  it('resumes within the question list, at the question count only when the path is over', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        const index = resumeIndex(questionnaire, answers)
        const isOver = resolvePath(questionnaire, answers).currentId === null
        expect(index >= 0 && index <= questionnaire.questions.length).toBe(true)
        expect(index === questionnaire.questions.length).toBe(isOver)
      }),
    )
  })

  it('shows a whole progress within 0..95 on any question', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        for (const question of questionnaire.questions) {
          const progress = questionnaireProgress(questionnaire, answers, question.id)
          expect(Number.isInteger(progress) && progress >= 0 && progress <= 95).toBe(true)
        }
      }),
    )
  })

  it('is complete only when the path is over', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        if (isQuestionnaireComplete(questionnaire, answers)) {
          expect(resolvePath(questionnaire, answers).currentId).toBeNull()
        }
      }),
    )
  })

  it('checks any questionnaire without throwing', () => {
    fc.assert(
      fc.property(questionnaireArbitrary(), (questionnaire) => {
        for (const issue of checkQuestionnaire(questionnaire)) {
          expect(issue.message).not.toBe('')
        }
      }),
    )
  })
})

describe('validation on any input', () => {
  it('answers any draft with a result, never an exception', () => {
    fc.assert(
      fc.property(questionnaireArbitrary(), fc.anything(), (questionnaire, draft) => {
        for (const question of questionnaire.questions) {
          const result = validateAnswer(question, draft as DraftAnswer)
          expect(typeof result.ok).toBe('boolean')
        }
      }),
    )
  })

  it('stores a canonical value that validates to itself', () => {
    fc.assert(
      fc.property(scenarioArbitrary, ({ questionnaire, answers }) => {
        for (const question of questionnaire.questions) {
          const result = validateStoredAnswer(question, storedAnswer(answers, question.id))
          if (result.ok) expect(validateStoredAnswer(question, result.value)).toEqual(result)
        }
      }),
    )
  })
})
