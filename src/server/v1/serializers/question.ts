import type { Question as QuestionDoc } from '../../../../payload-types.ts'
import { toEngineQuestion } from '../../../../collections/Quizzes/engine-model.ts'
import { photoPath } from '../../../../collections/Quizzes/questionnaires.server.ts'
import { hasRulesOnChoices, type DraftAnswer, type Rule } from '../../../domain/questionnaire/index.ts'

type WireRule = {
  no_condition: 0 | 1
  c: { question: { value: string }; operator: string; value: string; link: string }[]
  goto: { value: string } | null
}

export type WireQuestion = {
  quizztion_id: string
  quizztion_title: string
  quizztion_type: number
  quizztion_variable: string
  /**
   * A JSON text (spec section 3: 'JSON list of choices or conditions'): the choices, each with its
   * conditions, for a question that has choices (types 1 and 3, whose rules live on the chosen choice, and
   * 10 and 13); the question's own rules (each {no_condition, c, goto}) for every other type.
   */
  quizztion_data: string
  /** A JSON text: the question's own rules, whatever its type (ours; type 10's rules are only here). */
  quizztion_conditions: string
  quizztion_img: string | null
  quizztion_facultatif: 0 | 1
}

function toWireRule(rule: Rule): WireRule {
  return {
    no_condition: rule.noCondition ? 1 : 0,
    c: rule.conditions.map((condition) => ({
      question: { value: condition.questionId },
      operator: condition.operator,
      value: condition.value,
      link: condition.link,
    })),
    goto: rule.goto === null ? null : { value: rule.goto },
  }
}

/** A question as the spec's client reads it (section 3, Question), with the spec's choice field names. */
export function toWireQuestion(doc: QuestionDoc): WireQuestion {
  const question = toEngineQuestion(doc)
  const choices = question.choices.map((choice) => ({
    value: choice.value,
    title: choice.title,
    input: choice.hasInput ? 1 : 0,
    placeholder: choice.placeholder ?? '',
    help: choice.help ?? '',
    piece_id: choice.pieceId ?? '',
    piece_title: choice.pieceTitle ?? '',
    piece_value: choice.pieceValue ?? '',
    conditions: choice.rules.map(toWireRule),
  }))
  const rules = question.rules.map(toWireRule)
  const isChoiceList = hasRulesOnChoices(question) || choices.length > 0
  return {
    quizztion_id: question.id,
    quizztion_title: question.title,
    quizztion_type: question.type,
    quizztion_variable: question.variable,
    quizztion_data: JSON.stringify(isChoiceList ? choices : rules),
    quizztion_conditions: JSON.stringify(rules),
    quizztion_img: photoPath(doc.image),
    quizztion_facultatif: question.optional ? 1 : 0,
  }
}

/** A prefilled answer on the wire, in the names the answer is sent back with (create/single/response). */
export type WirePrefill = string | { user_firstname: string; user_lastname: string; response_value: string }

/** GET /v1/project/quizz/questions: the drafts the account (or the phone given) prefills, by quizztion_id. */
export function toWirePrefill(drafts: Record<string, DraftAnswer>): Record<string, WirePrefill> {
  const wire: Record<string, WirePrefill> = {}
  for (const [questionId, draft] of Object.entries(drafts)) {
    if (typeof draft === 'string') wire[questionId] = draft
    else if (typeof draft === 'object' && draft !== null && 'phone' in draft && 'firstName' in draft) {
      wire[questionId] = { user_firstname: draft.firstName, user_lastname: draft.lastName, response_value: draft.phone }
    }
  }
  return wire
}
