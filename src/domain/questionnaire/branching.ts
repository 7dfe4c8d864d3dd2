import {
  findQuestion,
  hasVariable,
  QUESTION_TYPE,
  storedAnswer,
  type Answers,
  type Choice,
  type Condition,
  type Operator,
  type Question,
  type Questionnaire,
  type Rule,
} from './model.ts'
import { decodeChoiceList, isStoredAnswerEmpty } from './storage.ts'
import { formatCommuneCode, parseDate, parseNumber, toIsoDate } from './values.ts'

/**
 * The branching engine (spec section 4, design/questionnaire.md 'Branching semantics'): which rule applies
 * and which question comes next. Pure; never throws on any answers.
 */

/** What conditions and rules are evaluated against. */
export type BranchingState = { questionnaire: Questionnaire; answers: Answers }

/** -1, 0 or 1: numbers as numbers, then dates as dates, then text as text (code-unit order). */
function compareScalars(answer: string, expected: string): number {
  const answerNumber = parseNumber(answer)
  const expectedNumber = parseNumber(expected)
  if (answerNumber !== null && expectedNumber !== null) return Math.sign(answerNumber - expectedNumber)
  const answerDate = parseDate(answer)
  const expectedDate = parseDate(expected)
  const [left, right] =
    answerDate && expectedDate ? [toIsoDate(answerDate), toIsoDate(expectedDate)] : [answer.trim(), expected.trim()]
  return left === right ? 0 : left > right ? 1 : -1
}

/**
 * Whether a (non-empty) text answer satisfies `operator` against `expected`. When both sides read as
 * numbers they are compared as numbers ('10' superieura '9', '1001' est '01001'); when both read as dates
 * (dd/mm/yyyy or yyyy-mm-dd) as dates; otherwise as trimmed text, case-sensitive. 'contient' is a
 * substring test.
 */
export function matchesOperator(answer: string, operator: Operator, expected: string): boolean {
  switch (operator) {
    case 'est':
      return compareScalars(answer, expected) === 0
    case 'nestpas':
      return compareScalars(answer, expected) !== 0
    case 'superieura':
      return compareScalars(answer, expected) > 0
    case 'inferieura':
      return compareScalars(answer, expected) < 0
    case 'contient':
      return answer.trim().includes(expected.trim())
  }
}

/**
 * Whether a list answer (multiple choice, type 10) satisfies `operator`: 'contient' when one of its values
 * equals `expected`, 'est' when it is exactly that one value, 'nestpas' when 'est' does not hold. A list has
 * no order, so 'superieura' and 'inferieura' never hold.
 */
export function listMatchesOperator(values: readonly string[], operator: Operator, expected: string): boolean {
  const isSoleValue = values.length === 1 && values[0] !== undefined && matchesOperator(values[0], 'est', expected)
  switch (operator) {
    case 'est':
      return isSoleValue
    case 'nestpas':
      return !isSoleValue
    case 'contient':
      return values.some((value) => matchesOperator(value, 'est', expected))
    case 'superieura':
    case 'inferieura':
      return false
  }
}

/**
 * Whether one condition holds. A condition on a question that does not exist, or that has no answer (see
 * isStoredAnswerEmpty), is false whatever its operator, 'nestpas' included.
 */
export function isConditionMet(condition: Condition, { questionnaire, answers }: BranchingState): boolean {
  const question = findQuestion(questionnaire, condition.questionId)
  if (!question) return false
  const stored = storedAnswer(answers, question.id)
  if (stored === undefined || isStoredAnswerEmpty(question, stored)) return false
  return question.type === QUESTION_TYPE.multipleChoice
    ? listMatchesOperator(decodeChoiceList(stored), condition.operator, condition.value)
    : matchesOperator(stored, condition.operator, condition.value)
}

/**
 * Whether a rule applies: always when marked 'no condition'; otherwise any of its conditions when one of
 * them is linked with 'ou', else all of them. A rule with no condition that is not marked 'no condition'
 * never applies (the authoring check warns about it).
 */
export function isRuleValid(rule: Rule, state: BranchingState): boolean {
  if (rule.noCondition) return true
  if (rule.conditions.length === 0) return false
  const isAny = rule.conditions.some((condition) => condition.link === 'ou')
  return isAny
    ? rule.conditions.some((condition) => isConditionMet(condition, state))
    : rule.conditions.every((condition) => isConditionMet(condition, state))
}

function isSameChoiceValue(question: Question, choice: Choice, stored: string): boolean {
  // The commune answer is stored as a number ('1001') while its choice shows the INSEE code ('01001').
  return hasVariable(question, 'commune')
    ? formatCommuneCode(choice.value) === formatCommuneCode(stored)
    : choice.value === stored
}

/**
 * The choice a stored answer stands for: the choice with that value, else (free text typed in a choice
 * with an input) the first choice that has an input. Undefined for an empty answer.
 * NOTE: free text that happens to equal another choice's value reads as that choice.
 */
export function chosenChoice(question: Question, stored: string | undefined): Choice | undefined {
  if (stored === undefined || isStoredAnswerEmpty(question, stored)) return undefined
  return (
    question.choices.find((choice) => isSameChoiceValue(question, choice, stored)) ??
    question.choices.find((choice) => choice.hasInput)
  )
}

/** Whether a question's rules live on its choices (types 1 and 3) rather than on the question. */
export function hasRulesOnChoices(question: Question): boolean {
  return question.type === QUESTION_TYPE.singleChoice || question.type === QUESTION_TYPE.yesNo
}

/**
 * The rules that decide what follows a question: those of the chosen choice for types 1 and 3 (none while
 * unanswered), those of the question itself for every other type (type 10 included).
 */
export function rulesFor(question: Question, answers: Answers): Rule[] {
  if (!hasRulesOnChoices(question)) return question.rules
  return chosenChoice(question, storedAnswer(answers, question.id))?.rules ?? []
}

/**
 * The id of the question that follows `currentId` given `answers`: the target of the first valid rule
 * whose target exists, else the next question in list order; null after the last question (the closing
 * slide) or when `currentId` is not a question of this questionnaire.
 */
export function nextQuestionId(questionnaire: Questionnaire, currentId: string, answers: Answers): string | null {
  const { questions } = questionnaire
  const index = questions.findIndex((question) => question.id === currentId)
  const current = questions[index]
  if (!current) return null
  const state = { questionnaire, answers }
  const jump = rulesFor(current, answers).find(
    (rule) => rule.goto !== null && findQuestion(questionnaire, rule.goto) !== undefined && isRuleValid(rule, state),
  )
  if (jump && jump.goto !== null) return jump.goto
  return questions[index + 1]?.id ?? null
}
