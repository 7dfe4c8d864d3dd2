import { hasRulesOnChoices } from './branching.ts'
import { RULE_WORDS } from './messages.ts'
import type { Question, Questionnaire, Rule } from './model.ts'

/**
 * A branching rule read out in French, the one way the CMS reads it everywhere (the rule builder's row
 * titles, the rules list, the graph's arrows): « Si « Quel logement ? » est « Un appartement » alors aller
 * à « À quel étage ? » ». Question and choice titles, never ids or codes.
 */

/** A rule and what its sentence needs to name things. */
export type RuleToRead = {
  rule: Rule
  /** The title of the question the rule belongs to. */
  questionTitle: string
  /** For a rule on a choice (types 1 and 3): that choice's title; the choice being picked is its first condition. */
  choiceTitle: string | null
  /** A question's title by id; undefined when unknown (deleted, or not loaded yet). */
  titleOf: (questionId: string) => string | undefined
  /** A choice's title by its question's id and its value; undefined when the value is no choice's. */
  choiceTitleOf: (questionId: string, value: string) => string | undefined
}

/** Question titles longer than this are cut in the graph's short labels. */
const SHORT_TITLE_LENGTH = 32

const quoted = (text: string) => `« ${text} »`
const shortened = (text: string) => (text.length <= SHORT_TITLE_LENGTH ? text : `${text.slice(0, SHORT_TITLE_LENGTH - 1).replace(/[\s,;:.]+$/, '')}…`)

/**
 * The rule's clauses: the choice picked (for a rule on a choice), then each condition with its link (the
 * first condition after a choice reads « et »: the choice must be picked and the conditions hold).
 */
function clauses(read: RuleToRead, titleShown: (title: string) => string, choiceClause: (choiceTitle: string) => string): string[] {
  const chosen = read.choiceTitle === null ? [] : [choiceClause(read.choiceTitle)]
  const conditions = read.rule.noCondition
    ? []
    : read.rule.conditions.map((condition, index) => {
        const title = read.titleOf(condition.questionId)
        const question = title === undefined ? RULE_WORDS.unknownQuestion : quoted(titleShown(title))
        const value = read.choiceTitleOf(condition.questionId, condition.value) ?? condition.value
        const text = `${question} ${RULE_WORDS.operators[condition.operator]} ${quoted(value)}`
        if (index > 0) return `${RULE_WORDS.links[condition.link]} ${text}`
        return chosen.length > 0 ? `${RULE_WORDS.links.et} ${text}` : text
      })
  return [...chosen, ...conditions]
}

/** The 'Si …' part of the sentence, or « Toujours » for a rule on a question marked 'no condition'. */
function ruleCondition(read: RuleToRead): string {
  const parts = clauses(read, (title) => title, (choiceTitle) => `${quoted(read.questionTitle)} ${RULE_WORDS.operators.est} ${quoted(choiceTitle)}`)
  return parts.length === 0 ? RULE_WORDS.always : `${RULE_WORDS.if} ${parts.join(' ')}`
}

/** The whole rule: « Si … alors aller à « … » », « Toujours aller à « … » ». */
export function ruleSentence(read: RuleToRead): string {
  const goto = read.rule.goto
  const targetTitle = goto === null ? undefined : read.titleOf(goto)
  const target = goto === null ? RULE_WORDS.nowhere : targetTitle === undefined ? RULE_WORDS.unknownQuestion : quoted(targetTitle)
  const condition = ruleCondition(read)
  return condition === RULE_WORDS.always ? `${RULE_WORDS.always} ${RULE_WORDS.goTo} ${target}` : `${condition} ${RULE_WORDS.then} ${target}`
}

/**
 * The rule as a graph's arrow says it, short (the arrow already shows where it goes from and to): the
 * choice alone (« Si « Une maison » »), then the conditions with question titles cut to a few words.
 */
export function ruleShortLabel(read: RuleToRead): string {
  const parts = clauses(read, shortened, quoted)
  return parts.length === 0 ? RULE_WORDS.always : `${RULE_WORDS.if} ${parts.join(' ')}`
}

/** A rule where the engine reads it: on the question, or on one of its choices. */
export type LocatedRule = {
  rule: Rule
  /** Its place in the question's form: 'rules.0', 'choices.2.rules.1' (the editor opens on it). */
  path: string
  choiceTitle: string | null
}

/**
 * The rules the engine follows after `question`, in the order it tries them: those of each choice for
 * types 1 and 3, the question's own for every other type (design/questionnaire.md).
 */
export function locatedRules(question: Question): LocatedRule[] {
  if (!hasRulesOnChoices(question)) return question.rules.map((rule, index) => ({ rule, path: `rules.${index}`, choiceTitle: null }))
  return question.choices.flatMap((choice, choiceIndex) => choice.rules.map((rule, index) => ({ rule, path: `choices.${choiceIndex}.rules.${index}`, choiceTitle: choice.title })))
}

/** How a questionnaire's titles are looked up by the sentences. */
export function titleLookups(questionnaire: Questionnaire): Pick<RuleToRead, 'titleOf' | 'choiceTitleOf'> {
  const titles = new Map(questionnaire.questions.map((question) => [question.id, question.title]))
  const choices = new Map(questionnaire.questions.map((question) => [question.id, new Map(question.choices.map((choice) => [choice.value, choice.title]))]))
  return { titleOf: (id) => titles.get(id), choiceTitleOf: (id, value) => choices.get(id)?.get(value) }
}

/** One rule of the rules list. */
export type RuleEntry = {
  /** Unique in the questionnaire: the question's id and the rule's path. */
  key: string
  questionId: string
  /** 1-based place of its question in the list. */
  questionNumber: number
  questionTitle: string
  path: string
  sentence: string
  /** Every question the rule names (its own, its conditions', its target): what the question filter matches. */
  questionIds: string[]
}

/** Every rule of the questionnaire, question by question in list order, read as sentences. */
export function questionnaireRules(questionnaire: Questionnaire): RuleEntry[] {
  const lookups = titleLookups(questionnaire)
  return questionnaire.questions.flatMap((question, index) =>
    locatedRules(question).map(({ rule, path, choiceTitle }) => ({
      key: `${question.id}:${path}`,
      questionId: question.id,
      questionNumber: index + 1,
      questionTitle: question.title,
      path,
      sentence: ruleSentence({ rule, questionTitle: question.title, choiceTitle, ...lookups }),
      questionIds: [...new Set([question.id, ...rule.conditions.map((condition) => condition.questionId), ...(rule.goto === null ? [] : [rule.goto])])],
    })),
  )
}

/** Text compared without case or accents (« etage » finds « Étage »). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

/** The rules that name `questionId` (when given) and whose sentence holds `text` (ignoring case and accents). */
export function filterRules(entries: readonly RuleEntry[], { questionId, text }: { questionId: string | null; text: string }): RuleEntry[] {
  const needle = folded(text.trim())
  return entries.filter((entry) => (questionId === null || entry.questionIds.includes(questionId)) && (needle === '' || folded(entry.sentence).includes(needle)))
}
