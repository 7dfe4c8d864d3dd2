import { hasRulesOnChoices } from './branching.ts'
import { checkQuestionnaire, describeIssue, type QuestionnaireIssue } from './check.ts'
import { RULE_WORDS } from './messages.ts'
import type { Questionnaire, Rule } from './model.ts'
import { locatedRules, ruleShortLabel, titleLookups } from './rule-sentence.ts'

/**
 * The questionnaire as a flow for the CMS (design/questionnaire.md 'Authoring model'): questions as nodes
 * in list order, the default 'next' and every rule's jump as edges, and the authoring check's issues on
 * the question they are about.
 */

/** The closing slide, after the last question or a jump past it. */
export const END_NODE_ID = 'fin'

export type GraphNode = {
  id: string
  /** 1-based order in the list; null for the end node. */
  number: number | null
  title: string
  severity: 'error' | 'warning' | null
  issues: string[]
}

export type GraphEdge = {
  id: string
  from: string
  to: string
  kind: 'next' | 'rule'
  /** The rule's condition, short ('Si « Maison »', 'Si « Type de bien » est « Maison »'); empty for 'next'. */
  label: string
  /** The rule's place in its question's form ('choices.1.rules.0'); null for 'next'. */
  rulePath: string | null
  /** A jump to an earlier question or to itself (the check warns: possible loop). */
  isBackward: boolean
}

export type QuestionnaireGraph = { nodes: GraphNode[]; edges: GraphEdge[]; generalIssues: string[]; hasErrors: boolean }

/**
 * Whether the flow can leave a question by its default 'next': unless a rule without condition always
 * jumps first (for choice questions: unless every choice always jumps and the question cannot be skipped),
 * as the check's reachability reads it.
 */
function canGoNext(rulesLists: readonly (readonly Rule[])[], targetExists: (id: string) => boolean, leavesUnanswered: boolean): boolean {
  const alwaysJumps = (rules: readonly Rule[]) => {
    for (const rule of rules) {
      if (rule.goto === null || !targetExists(rule.goto) || !(rule.noCondition || rule.conditions.length > 0)) continue
      if (rule.noCondition) return true
    }
    return false
  }
  return leavesUnanswered || rulesLists.some((rules) => !alwaysJumps(rules))
}

export function questionnaireGraph(questionnaire: Questionnaire, issues: readonly QuestionnaireIssue[] = checkQuestionnaire(questionnaire)): QuestionnaireGraph {
  const { questions } = questionnaire
  const lookups = titleLookups(questionnaire)
  const titles = new Map(questions.map((question) => [question.id, question.title]))
  const indexById = new Map<string, number>()
  questions.forEach((question, index) => {
    if (!indexById.has(question.id)) indexById.set(question.id, index)
  })

  const nodes: GraphNode[] = questions.map((question, index) => {
    const own = issues.filter((issue) => issue.questionId === question.id)
    const severity = own.some((issue) => issue.severity === 'error') ? 'error' : own.length > 0 ? 'warning' : null
    return { id: question.id, number: index + 1, title: question.title, severity, issues: own.map((issue) => describeIssue(issue, titles)) }
  })
  nodes.push({ id: END_NODE_ID, number: null, title: RULE_WORDS.end, severity: null, issues: [] })

  const edges: GraphEdge[] = []
  questions.forEach((question, index) => {
    locatedRules(question).forEach(({ rule, path, choiceTitle }) => {
      const target = rule.goto === null ? undefined : indexById.get(rule.goto)
      if (rule.goto === null || target === undefined) return
      edges.push({
        id: `${question.id}:${path}`,
        from: question.id,
        to: rule.goto,
        kind: 'rule',
        label: ruleShortLabel({ rule, questionTitle: question.title, choiceTitle, ...lookups }),
        rulePath: path,
        isBackward: target <= index,
      })
    })
    const leavesUnanswered = hasRulesOnChoices(question) && (question.optional || question.choices.length === 0)
    const rulesLists = hasRulesOnChoices(question) ? question.choices.map((choice) => choice.rules) : [question.rules]
    if (canGoNext(rulesLists, (id) => indexById.has(id), leavesUnanswered)) {
      edges.push({ id: `${question.id}:next`, from: question.id, to: questions[index + 1]?.id ?? END_NODE_ID, kind: 'next', label: '', rulePath: null, isBackward: false })
    }
  })

  return {
    nodes,
    edges,
    generalIssues: issues.filter((issue) => issue.questionId === null).map((issue) => issue.message),
    hasErrors: issues.some((issue) => issue.severity === 'error'),
  }
}
