import { hasRulesOnChoices } from './branching.ts'
import { CHECK_MESSAGES, QUESTION_TYPE_LABELS, RULE_WORDS } from './messages.ts'
import { hasVariable, QUESTION_TYPE, type Condition, type Question, type Questionnaire, type Rule } from './model.ts'
import { isOperatorSuitable, operatorsFor } from './operators.ts'

/**
 * The authoring check shown in the CMS before publishing (design/questionnaire.md 'Authoring model'). A
 * questionnaire with an error cannot be published; warnings are shown.
 */

export type QuestionnaireIssue = {
  severity: 'error' | 'warning'
  /** The question the issue is about; null for the questionnaire as a whole. */
  questionId: string | null
  /** French, ready to show. */
  message: string
  /** The choice whose rule is at fault, when the rule lives on a choice: its value (what identifies it)… */
  choiceValue?: string
  /** …and its title, as the marketer wrote it (what the admin shows). */
  choiceTitle?: string
}

const CHOICE_TYPES: ReadonlySet<number> = new Set([
  QUESTION_TYPE.singleChoice,
  QUESTION_TYPE.yesNo,
  QUESTION_TYPE.multipleChoice,
  QUESTION_TYPE.terms,
])

type LocatedRule = { rule: Rule; choice?: { value: string; title: string } }

/** The rules the engine reads for a question: its choices' rules for types 1 and 3, its own otherwise. */
function rulesInUse(question: Question): LocatedRule[] {
  return hasRulesOnChoices(question)
    ? question.choices.flatMap((choice) => choice.rules.map((rule) => ({ rule, choice: { value: choice.value, title: choice.title } })))
    : question.rules.map((rule) => ({ rule }))
}

function canApply(rule: Rule): boolean {
  return rule.noCondition || rule.conditions.length > 0
}

/**
 * Where the flow can go from question `index`: every existing target of a rule that can apply, and the next
 * question in the list unless a rule without condition always jumps first (for choice questions: unless
 * every choice always jumps and the question cannot be skipped).
 */
function successorIndexes(questionnaire: Questionnaire, index: number, indexById: Map<string, number>): number[] {
  const question = questionnaire.questions[index]
  if (!question) return []
  const ruleLists = hasRulesOnChoices(question) ? question.choices.map((choice) => choice.rules) : [question.rules]
  let canAdvance = hasRulesOnChoices(question) && (question.optional || question.choices.length === 0)
  const targets: number[] = []
  for (const rules of ruleLists) {
    let alwaysJumps = false
    for (const rule of rules) {
      const target = rule.goto === null ? undefined : indexById.get(rule.goto)
      if (target === undefined || !canApply(rule)) continue
      targets.push(target)
      if (rule.noCondition) {
        alwaysJumps = true
        break
      }
    }
    if (!alwaysJumps) canAdvance = true
  }
  if (canAdvance && index + 1 < questionnaire.questions.length) targets.push(index + 1)
  return targets
}

/** The error for a condition whose operator the engine cannot meaningfully apply to its question's type. */
function unsuitableOperatorMessage(condition: Condition, question: Question): string {
  const allowed = operatorsFor(question.type).map((operator) => RULE_WORDS.operators[operator])
  return CHECK_MESSAGES.unsuitableOperator(RULE_WORDS.operators[condition.operator], QUESTION_TYPE_LABELS[question.type], allowed)
}

function reachableIndexes(questionnaire: Questionnaire, indexById: Map<string, number>): Set<number> {
  const reached = new Set<number>()
  const toVisit = questionnaire.questions.length > 0 ? [0] : []
  for (let index = toVisit.pop(); index !== undefined; index = toVisit.pop()) {
    if (reached.has(index)) continue
    reached.add(index)
    toVisit.push(...successorIndexes(questionnaire, index, indexById))
  }
  return reached
}

/**
 * Lists what is wrong with a questionnaire before it is published.
 * Errors: no question; two questions with the same id; a jump to a missing question, or a rule that can apply
 * but jumps nowhere (its destination was deleted: the database clears the link); a condition on a missing
 * question; a condition on a later question (it is still unanswered when the rule runs; one on the question
 * itself is fine: rules run once it is answered); a choice question (1, 3, 10, 12) without choices (a
 * 'commune' question takes its list from the communes data and is exempt); a variable used by more than one
 * question; a condition whose operator does not suit its question's type (operators.ts).
 * Warnings: a jump back to an earlier question or to itself (possible loop); a question no path reaches;
 * a rule with no condition that is not marked 'no condition' (it never applies).
 * Issues come in question order, each reported once.
 */
export function checkQuestionnaire(questionnaire: Questionnaire): QuestionnaireIssue[] {
  const { questions } = questionnaire
  const issues: QuestionnaireIssue[] = []
  const report = (issue: QuestionnaireIssue) => {
    const isKnown = issues.some(
      (known) =>
        known.severity === issue.severity &&
        known.questionId === issue.questionId &&
        known.message === issue.message &&
        known.choiceValue === issue.choiceValue,
    )
    if (!isKnown) issues.push(issue)
  }
  if (questions.length === 0) {
    report({ severity: 'error', questionId: null, message: CHECK_MESSAGES.emptyQuestionnaire })
  }

  const indexById = new Map<string, number>()
  questions.forEach((question, index) => {
    if (!indexById.has(question.id)) indexById.set(question.id, index)
  })
  const reached = reachableIndexes(questionnaire, indexById)
  const variablesSeen = new Set<string>()

  questions.forEach((question, index) => {
    const at = (severity: QuestionnaireIssue['severity'], message: string, choice?: { value: string; title: string }) =>
      report(
        choice === undefined
          ? { severity, questionId: question.id, message }
          : { severity, questionId: question.id, message, choiceValue: choice.value, choiceTitle: choice.title },
      )

    if (indexById.get(question.id) !== index) at('error', CHECK_MESSAGES.duplicateId)

    const variable = question.variable.trim().toLowerCase()
    if (variable !== '') {
      if (variablesSeen.has(variable)) at('error', CHECK_MESSAGES.duplicateVariable(question.variable.trim()))
      variablesSeen.add(variable)
    }

    const isCommune = question.type === QUESTION_TYPE.singleChoice && hasVariable(question, 'commune')
    if (CHOICE_TYPES.has(question.type) && question.choices.length === 0 && !isCommune) {
      at('error', CHECK_MESSAGES.noChoices)
    }

    for (const { rule, choice } of rulesInUse(question)) {
      if (rule.goto === null && canApply(rule)) at('error', CHECK_MESSAGES.missingTarget, choice)
      if (rule.goto !== null) {
        const target = indexById.get(rule.goto)
        if (target === undefined) at('error', CHECK_MESSAGES.missingTarget, choice)
        else if (target <= index) at('warning', CHECK_MESSAGES.backwardJump, choice)
        if (!canApply(rule)) at('warning', CHECK_MESSAGES.ruleWithoutCondition, choice)
      }
      if (rule.noCondition) continue
      for (const condition of rule.conditions) {
        const conditionIndex = indexById.get(condition.questionId)
        const conditionQuestion = conditionIndex === undefined ? undefined : questions[conditionIndex]
        if (conditionIndex === undefined || !conditionQuestion) at('error', CHECK_MESSAGES.missingConditionQuestion, choice)
        else {
          if (conditionIndex > index) at('error', CHECK_MESSAGES.conditionNotBefore, choice)
          if (!isOperatorSuitable(conditionQuestion.type, condition.operator)) {
            at('error', unsuitableOperatorMessage(condition, conditionQuestion), choice)
          }
        }
      }
    }

    if (!reached.has(index)) at('warning', CHECK_MESSAGES.unreachable)
  })
  return issues
}

/** The errors of a check, or none: a questionnaire is published only when this is empty. */
export function blockingIssues(issues: readonly QuestionnaireIssue[]): QuestionnaireIssue[] {
  return issues.filter((issue) => issue.severity === 'error')
}

/**
 * One French line per issue, naming the question (and the choice when the rule lives on one), for the
 * admin's refusal message and its list of warnings. `titles` maps question ids to their titles.
 */
export function describeIssue(issue: QuestionnaireIssue, titles: ReadonlyMap<string, string>): string {
  if (issue.questionId === null) return issue.message
  const title = titles.get(issue.questionId) ?? issue.questionId
  const choice = issue.choiceTitle || issue.choiceValue
  const where = choice === undefined ? `« ${title} »` : `« ${title} », choix « ${choice} »`
  return `${where} : ${issue.message}`
}

/** The refusal shown when publishing a questionnaire that has errors: a title and one line per error. */
export function publishRefusal(issues: readonly QuestionnaireIssue[], titles: ReadonlyMap<string, string>): string {
  const errors = blockingIssues(issues)
  return [CHECK_MESSAGES.publishRefused(errors.length), ...errors.map((issue) => `• ${describeIssue(issue, titles)}`)].join('\n')
}
