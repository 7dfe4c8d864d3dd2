import type { Choice, Condition, Operator, Question, QuestionType, Questionnaire, Rule } from './model.ts'

/**
 * Builders for the questionnaire tests: short to read, complete enough to type-check. Not used by the
 * product code.
 */

export function aQuestion(id: string, fields: Partial<Omit<Question, 'id'>> = {}): Question {
  return { id, title: `Question ${id}`, type: 0, variable: '', optional: false, choices: [], rules: [], ...fields }
}

export function aChoiceQuestion(id: string, type: QuestionType, choices: Choice[], fields: Partial<Question> = {}) {
  return aQuestion(id, { type, choices, ...fields })
}

export function aChoice(value: string, fields: Partial<Omit<Choice, 'value'>> = {}): Choice {
  return { value, title: value.toUpperCase(), hasInput: false, rules: [], ...fields }
}

export function when(questionId: string, operator: Operator, value: string, link: 'et' | 'ou' = 'et'): Condition {
  return { questionId, operator, value, link }
}

/** A rule that jumps to `goto` when its conditions hold. */
export function jumpTo(goto: string | null, ...conditions: Condition[]): Rule {
  return { noCondition: false, conditions, goto }
}

/** A rule marked 'no condition' that always jumps to `goto`. */
export function alwaysJumpTo(goto: string | null): Rule {
  return { noCondition: true, conditions: [], goto }
}

export function aQuestionnaire(...questions: Question[]): Questionnaire {
  return { id: 'quiz', questions }
}

/** Plain text questions with these ids, in this order. */
export function linearQuestionnaire(...ids: string[]): Questionnaire {
  return aQuestionnaire(...ids.map((id) => aQuestion(id)))
}
