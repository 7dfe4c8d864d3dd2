import type { Question as QuestionDoc } from '../../../../payload-types.ts'
import { toEngineQuestion } from '../../questionnaire/engine-model.ts'
import { photoPath } from '../../questionnaire/questionnaires.server.ts'
import type { Rule } from '../../../domain/questionnaire/index.ts'

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
  /** A JSON text (spec section 3): the choices, each with its conditions. */
  quizztion_data: string
  /** A JSON text: the question's own rules (every type but 1 and 3). */
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
  return {
    quizztion_id: question.id,
    quizztion_title: question.title,
    quizztion_type: question.type,
    quizztion_variable: question.variable,
    quizztion_data: JSON.stringify(choices),
    quizztion_conditions: JSON.stringify(question.rules.map(toWireRule)),
    quizztion_img: photoPath(doc.image),
    quizztion_facultatif: question.optional ? 1 : 0,
  }
}
