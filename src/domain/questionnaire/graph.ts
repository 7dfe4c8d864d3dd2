import { hasRulesOnChoices } from './branching.ts'
import { checkQuestionnaire, describeIssue, type QuestionnaireIssue } from './check.ts'
import { RULE_WORDS } from './messages.ts'
import type { Questionnaire, Rule } from './model.ts'

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
  /** The rule read as a sentence ('Choix « Maison » · Si « Type de bien » est « maison »'); empty for 'next'. */
  label: string
  /** A jump to an earlier question or to itself (the check warns: possible loop). */
  isBackward: boolean
}

export type QuestionnaireGraph = { nodes: GraphNode[]; edges: GraphEdge[]; generalIssues: string[]; hasErrors: boolean }

function ruleSentence(rule: Rule, titles: ReadonlyMap<string, string>, choices: ReadonlyMap<string, ReadonlyMap<string, string>>): string {
  if (rule.noCondition) return RULE_WORDS.always
  return rule.conditions
    .map((condition, index) => {
      const title = titles.get(condition.questionId) ?? '?'
      const value = choices.get(condition.questionId)?.get(condition.value) ?? condition.value
      const text = `« ${title} » ${RULE_WORDS.operators[condition.operator]} « ${value} »`
      return index === 0 ? `${RULE_WORDS.if} ${text}` : `${RULE_WORDS.links[condition.link]} ${text}`
    })
    .join(' ')
}

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
  const titles = new Map(questions.map((question) => [question.id, question.title]))
  const choiceTitles = new Map(questions.map((question) => [question.id, new Map(question.choices.map((choice) => [choice.value, choice.title]))]))
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
    const located = hasRulesOnChoices(question)
      ? question.choices.map((choice) => ({ rules: choice.rules, prefix: RULE_WORDS.choice(choice.title) }))
      : [{ rules: question.rules, prefix: '' }]
    located.forEach(({ rules, prefix }, listIndex) => {
      rules.forEach((rule, ruleIndex) => {
        const target = rule.goto === null ? undefined : indexById.get(rule.goto)
        if (rule.goto === null || target === undefined) return
        const sentence = ruleSentence(rule, titles, choiceTitles)
        edges.push({
          id: `${question.id}:${listIndex}:${ruleIndex}`,
          from: question.id,
          to: rule.goto,
          kind: 'rule',
          label: prefix === '' ? sentence : rule.noCondition ? prefix : `${prefix} · ${sentence}`,
          isBackward: target <= index,
        })
      })
    })
    const leavesUnanswered = hasRulesOnChoices(question) && (question.optional || question.choices.length === 0)
    if (canGoNext(located.map(({ rules }) => rules), (id) => indexById.has(id), leavesUnanswered)) {
      edges.push({ id: `${question.id}:next`, from: question.id, to: questions[index + 1]?.id ?? END_NODE_ID, kind: 'next', label: '', isBackward: false })
    }
  })

  return {
    nodes,
    edges,
    generalIssues: issues.filter((issue) => issue.questionId === null).map((issue) => issue.message),
    hasErrors: issues.some((issue) => issue.severity === 'error'),
  }
}
