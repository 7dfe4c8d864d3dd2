import type { Question as QuestionDoc } from '../../payload-types.ts'
import {
  toQuestionType,
  type Choice,
  type Question,
  type Questionnaire,
  type Rule,
  isOffered,
} from '../../src/domain/questionnaire/index.ts'
import { wireId } from '../../src/domain/relation.ts'

type RuleDoc = NonNullable<QuestionDoc['rules']>[number]
type ChoiceDoc = NonNullable<QuestionDoc['choices']>[number]

/** A stored rule as the engine reads it; a condition or a jump to a deleted question reads as missing. */
function toRule(rule: RuleDoc): Rule {
  return {
    noCondition: rule.noCondition ?? false,
    conditions: (rule.conditions ?? []).map((condition) => ({
      questionId: wireId(condition.question) ?? '',
      operator: condition.operator,
      value: condition.value ?? '',
      link: condition.link,
    })),
    goto: wireId(rule.goto),
  }
}

function toChoice(choice: ChoiceDoc): Choice {
  return {
    value: choice.value,
    title: choice.title,
    hasInput: choice.hasInput ?? false,
    ...(choice.placeholder ? { placeholder: choice.placeholder } : {}),
    ...(choice.help ? { help: choice.help } : {}),
    ...(choice.pieceId ? { pieceId: choice.pieceId } : {}),
    ...(choice.pieceTitle ? { pieceTitle: choice.pieceTitle } : {}),
    ...(choice.pieceValue ? { pieceValue: choice.pieceValue } : {}),
    rules: (choice.rules ?? []).map(toRule),
  }
}

/**
 * A stored question in the engine's shape (ids as strings). `choices`: 'offered' leaves out the retired
 * ones (what visitors of this version are offered); 'all' keeps them (to read back answers that picked them).
 */
export function toEngineQuestion(doc: QuestionDoc, choices: 'offered' | 'all' = 'offered'): Question {
  return {
    id: String(doc.id),
    title: doc.title,
    type: toQuestionType(Number(doc.type)),
    variable: doc.variable ?? '',
    optional: doc.optional ?? false,
    choices: (doc.choices ?? []).filter((choice) => choices === 'all' || isOffered(choice)).map(toChoice),
    rules: (doc.rules ?? []).map(toRule),
  }
}

/**
 * A stored questionnaire (its questions in `position` order) in the engine's shape. Two questions at the
 * same position keep the order they were created in (ids are never compared as numbers).
 */
export function toEngineQuestionnaire(quizId: number | string, questions: readonly QuestionDoc[]): Questionnaire {
  const ordered = [...questions].sort((a, b) => a.position - b.position || (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
  return { id: String(quizId), questions: ordered.map((doc) => toEngineQuestion(doc)) }
}
