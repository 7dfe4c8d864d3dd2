import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { canReadQuestionnaireRules } from '../../../collections/access/can-read-questionnaire-rules.ts'
import { toEngineQuestionnaire } from '../../../collections/Quizzes/engine-model.ts'
import { quizQuestionsInOrder } from '../../../collections/Quizzes/questions-query.server.ts'
import { ForbiddenError } from '../../domain/errors.ts'
import { questionnaireRules, type RuleEntry } from '../../domain/questionnaire/rule-sentence.ts'
import { RULES_LIST_COPY } from '../../domain/questionnaire/rules-list-copy.ts'

export type QuestionnaireChoice = { id: string; title: string }

export type QuestionnaireRulesPage = {
  /** Every questionnaire, to pick one. */
  questionnaires: QuestionnaireChoice[]
  /** The questionnaire shown: its questions (for the filter) and its rules; null when there is none. */
  selected: { questionnaire: QuestionnaireChoice; questions: { id: string; number: number; title: string }[]; rules: RuleEntry[] } | null
}

/**
 * The rules list's data: every questionnaire (latest version, drafts included) and the rules of the one
 * asked for (`quizId`), else of the first one, read as sentences from the latest version of each question
 * (what publishing would put live, as the graph shows it). Read as `user`, through the collections' access;
 * anyone but marketing and admins gets a ForbiddenError.
 */
export async function loadQuestionnaireRules(payload: Payload, user: User | null, quizId: string | null = null): Promise<QuestionnaireRulesPage> {
  if (!user || !canReadQuestionnaireRules(user)) throw new ForbiddenError(RULES_LIST_COPY.noAccess)
  const { docs } = await payload.find({
    collection: slugs.quizzes,
    select: { title: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    draft: true,
    user,
    overrideAccess: false,
  })
  const questionnaires = docs.map((doc) => ({ id: String(doc.id), title: doc.title }))
  const chosen = questionnaires.find((questionnaire) => questionnaire.id === quizId) ?? questionnaires[0]
  if (!chosen) return { questionnaires, selected: null }
  const questionnaire = toEngineQuestionnaire(chosen.id, await quizQuestionsInOrder(payload, { quizId: chosen.id, draft: true, user }))
  return {
    questionnaires,
    selected: {
      questionnaire: chosen,
      questions: questionnaire.questions.map((question, index) => ({ id: question.id, number: index + 1, title: question.title })),
      rules: questionnaireRules(questionnaire),
    },
  }
}
