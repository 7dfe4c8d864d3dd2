import type { Questionnaire } from '../../src/domain/questionnaire/model.ts'
import type { QuestionTypeCode, SeedChoice, SeedQuestionnaire, SeedRule } from './questionnaire.ts'
import { QUESTIONNAIRE } from './questionnaire.ts'

/**
 * The demo questionnaire in the engine's own shape, question keys standing for ids. It lets a test run the
 * authoring check (checkQuestionnaire) and the branching engine (resolvePath) on exactly what the seed
 * loads, without a database.
 */

function toRule(rule: SeedRule) {
  return {
    noCondition: rule.noCondition,
    conditions: rule.conditions.map((condition) => ({
      questionId: condition.question,
      operator: condition.operator,
      value: condition.value,
      link: condition.link,
    })),
    goto: rule.goto,
  }
}

function toChoice(choice: SeedChoice) {
  return {
    value: choice.value,
    title: choice.title,
    hasInput: choice.hasInput ?? false,
    ...(choice.placeholder === undefined ? {} : { placeholder: choice.placeholder }),
    ...(choice.help === undefined ? {} : { help: choice.help }),
    ...(choice.pieceId === undefined ? {} : { pieceId: choice.pieceId }),
    ...(choice.pieceTitle === undefined ? {} : { pieceTitle: choice.pieceTitle }),
    ...(choice.pieceValue === undefined ? {} : { pieceValue: choice.pieceValue }),
    rules: (choice.rules ?? []).map(toRule),
  }
}

const toType = (code: QuestionTypeCode) => Number(code) as Questionnaire['questions'][number]['type']

/** A seed questionnaire as the engine reads it (ids are the question keys). */
export function toEngineQuestionnaire(questionnaire: SeedQuestionnaire = QUESTIONNAIRE): Questionnaire {
  return {
    id: 'seed',
    questions: questionnaire.questions.map((question) => ({
      id: question.key,
      title: question.title,
      type: toType(question.type),
      variable: question.variable ?? '',
      optional: question.optional ?? false,
      choices: (question.choices ?? []).map(toChoice),
      rules: (question.rules ?? []).map(toRule),
    })),
  }
}
