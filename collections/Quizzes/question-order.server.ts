import type { Payload, PayloadRequest } from 'payload'
import type { Question as QuestionDoc, User } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { userHasRole } from '../access/roles-of.ts'
import { checkQuestions, liveQuestions, publishedQuestions, WARNINGS_CONFIRMED } from '../hooks/questionnaire-publish-check.ts'
import { DomainError, ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../src/domain/errors.ts'
import {
  describeIssue,
  publishVerdict,
  questionOrderProblem,
  QUESTION_TYPE_LABELS,
  questionOrderSchema,
  type Questionnaire,
  type QuestionnaireIssue,
} from '../../src/domain/questionnaire/index.ts'
import { inTransaction } from '../../src/platform/transactions.server.ts'
import { toEngineQuestionnaire } from './engine-model.ts'
import { quizQuestionsInOrder } from './questions-query.server.ts'
import { isWellFormedDocId } from '../../src/platform/payload-id.server.ts'

/** One line of the questionnaire check, as the admin shows it. */
export type CheckLine = { questionId: string | null; text: string }

/** What saving a new order gives back: how the quiz was versioned, and the check of the new order. */
export type QuestionOrderResult = {
  /** 'published': the new order is live (the quiz was published again); 'draft': a draft version of the quiz. */
  status: 'published' | 'draft'
  questionIds: string[]
  /** The check over the latest version of every question (drafts included), in the new order. */
  errors: CheckLine[]
  warnings: CheckLine[]
}

/**
 * 400: the new order would put a questionnaire live that the publish rule refuses (a published quiz is
 * published again with it): an error, or a new warning the marketer has not confirmed (`reason`). Carries
 * the check's lines, which the admin lists.
 */
export class QuestionOrderRefusedError extends DomainError {
  override readonly name = 'QuestionOrderRefusedError'
  readonly reason: 'errors' | 'unconfirmed-warnings'
  readonly errors: CheckLine[]
  readonly warnings: CheckLine[]

  constructor(message: string, report: { reason: 'errors' | 'unconfirmed-warnings'; errors: CheckLine[]; warnings: CheckLine[] }) {
    super(message, { status: 400 })
    this.reason = report.reason
    this.errors = report.errors
    this.warnings = report.warnings
  }
}

const COPY = {
  forbidden: 'Seuls le marketing et les administrateurs peuvent changer l’ordre des questions.',
  quizNotFound: 'Questionnaire introuvable.',
} as const

/** The questions with the positions of the new order (0 for the first), sorted that way. */
function inNewOrder(questions: readonly QuestionDoc[], positions: ReadonlyMap<string, number>): QuestionDoc[] {
  return questions
    .map((question) => ({ ...question, position: positions.get(String(question.id)) ?? question.position }))
    .sort((a, b) => a.position - b.position)
}

function checkReport(quizId: string, questions: readonly QuestionDoc[]): { errors: CheckLine[]; warnings: CheckLine[]; issues: QuestionnaireIssue[]; titles: ReadonlyMap<string, string> } {
  const { issues, titles } = checkQuestions(quizId, questions)
  const line = (issue: QuestionnaireIssue): CheckLine => ({ questionId: issue.questionId, text: describeIssue(issue, titles) })
  return {
    errors: issues.filter((issue) => issue.severity === 'error').map(line),
    warnings: issues.filter((issue) => issue.severity === 'warning').map(line),
    issues,
    titles,
  }
}

/**
 * Writes the positions of the questions, in the live document and in the latest version of each (what
 * the admin and a later publication of a pending draft read).
 * NOTE: written through the database adapter, not the Local API: a question's update would publish its
 * pending draft (or leave the live position unchanged when saved as a draft), create one version and one
 * questionnaire publication per question. The order is the questionnaire's: its one new version records it.
 */
async function writePositions(payload: Payload, req: PayloadRequest, questions: readonly QuestionDoc[], positions: ReadonlyMap<string, number>): Promise<void> {
  const { docs: latestVersions } = await payload.db.findVersions({
    collection: slugs.questions,
    where: { and: [{ parent: { in: questions.map((question) => question.id) } }, { latest: { equals: true } }] },
    pagination: false,
    limit: 0,
    req,
  })
  for (const question of questions) {
    const position = positions.get(String(question.id))
    if (position === undefined) continue
    await payload.db.updateOne({ collection: slugs.questions, id: question.id, data: { position }, req, returning: false })
  }
  for (const version of latestVersions) {
    const position = positions.get(String(version.parent))
    if (position === undefined) continue
    // NOTE: the whole version, not `{ position }` alone: the MongoDB adapter sets `version` as given,
    // which would leave the version with nothing but its position (no quiz, no title).
    await payload.db.updateVersion({ collection: slugs.questions, id: version.id, versionData: { version: { ...version.version, position } }, req, returning: false })
  }
}

/**
 * The quiz (its live reading) and its questions in their current order, latest version of each (drafts
 * included, as the check and the graph read them), read as `user`; null when the quiz is not theirs to see.
 */
async function quizWithLatestQuestions(payload: Payload, user: User | null, quizId: number | string) {
  const asUser = { user, overrideAccess: false as const }
  const quiz = await payload.findByID({ collection: slugs.quizzes, id: quizId, depth: 0, draft: false, disableErrors: true, ...asUser })
  if (!quiz) return null
  const questions = await quizQuestionsInOrder(payload, { quizId: quiz.id, draft: true, user })
  return { quiz, questions }
}

/**
 * Sets the order of a quiz's questions for marketing (or an admin), as one change: every position is
 * rewritten in one transaction (where the database has them: PostgreSQL; on SQLite a failure puts the
 * previous positions back), then the quiz gets ONE new version: published again when it is published (the
 * publish rule applies as for any publication: an error, or a new warning without `confirmWarnings`,
 * refuses the order before anything is written), a draft
 * version otherwise (a draft may hold errors: they are reported, as the check panel shows them).
 * `body` is what the client sent: `{ questionIds, confirmWarnings? }`, every question of the quiz exactly once.
 */
export async function setQuestionOrder(
  payload: Payload,
  { user, quizId, body }: { user: User | null; quizId: string; body: unknown },
): Promise<QuestionOrderResult> {
  if (!user) throw new UnauthenticatedError()
  if (!userHasRole(user, 'marketing')) throw new ForbiddenError(COPY.forbidden)
  const parsed = questionOrderSchema.safeParse(body)
  if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message)
  const { questionIds, confirmWarnings = false } = parsed.data

  const found = isWellFormedDocId(payload, quizId) ? await quizWithLatestQuestions(payload, user, quizId) : null
  if (!found) throw new NotFoundError(COPY.quizNotFound)
  const { quiz, questions: latest } = found
  const problem = questionOrderProblem(latest.map((question) => String(question.id)), questionIds)
  if (problem !== null) throw new InvalidInputError(problem)

  const positions = new Map(questionIds.map((id, index) => [id, index]))
  const previous = new Map(latest.map((question) => [String(question.id), question.position]))
  const report = checkReport(String(quiz.id), inNewOrder(latest, positions))
  const isLive = quiz._status === 'published'

  return inTransaction(payload, async ({ req, isAtomic }) => {
    const acting = req(user)
    if (isLive) {
      // What publishing again will check: the live questions, in the new order, against the version live now.
      const live = checkReport(String(quiz.id), inNewOrder(await publishedQuestions(acting, quiz.id), positions))
      const published = checkQuestions(quiz.id, await liveQuestions(acting, quiz.id)).issues
      const verdict = publishVerdict({ issues: live.issues, liveIssues: published, titles: live.titles, hasConfirmedWarnings: confirmWarnings })
      if (!verdict.canPublish) throw new QuestionOrderRefusedError(verdict.message, { reason: verdict.reason, errors: live.errors, warnings: live.warnings })
    }
    try {
      await writePositions(payload, acting, latest, positions)
      await payload.update({
        collection: slugs.quizzes,
        id: quiz.id,
        data: isLive ? { _status: 'published' } : {},
        draft: !isLive,
        depth: 0,
        req: acting,
        overrideAccess: false,
        // The verdict above let it through: the warnings the quiz's own publish check will find were confirmed.
        context: { [WARNINGS_CONFIRMED]: confirmWarnings },
      })
    } catch (error) {
      if (!isAtomic) await writePositions(payload, req(null), latest, previous)
      throw error
    }
    return { status: isLive ? 'published' : 'draft', questionIds, errors: report.errors, warnings: report.warnings }
  })
}

/** A question as the order view lists it. */
export type QuestionOrderItem = { id: string; title: string; typeLabel: string; isDraft: boolean }

/** What the quiz's 'Ordre des questions' tab shows: its questions (latest versions) and the engine's view of them. */
export type QuestionOrderView = { status: 'published' | 'draft'; items: QuestionOrderItem[]; questionnaire: Questionnaire }

/**
 * The quiz's questions in their current order, latest version of each (drafts included, as the check and
 * the graph read them), for the order view; read as `user` (marketing). Null when the quiz is not theirs to see.
 */
export async function questionOrderView(payload: Payload, user: User | null, quizId: number | string): Promise<QuestionOrderView | null> {
  const found = await quizWithLatestQuestions(payload, user, quizId)
  if (!found) return null
  const { quiz, questions: docs } = found
  const questionnaire = toEngineQuestionnaire(quiz.id, docs)
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
  const items = questionnaire.questions.map((question) => ({
    id: question.id,
    title: question.title,
    typeLabel: QUESTION_TYPE_LABELS[question.type],
    isDraft: byId.get(question.id)?._status !== 'published',
  }))
  return { status: quiz._status === 'published' ? 'published' : 'draft', items, questionnaire }
}
