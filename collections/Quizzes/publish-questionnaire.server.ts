import type { Payload } from 'payload'
import type { User } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { canPublishQuestionnaire } from '../access/can-publish-questionnaire.ts'
import { checkQuestions, liveQuestions, PUBLISHING_QUESTIONNAIRE, WARNINGS_CONFIRMED } from '../hooks/questionnaire-publish-check.ts'
import { DomainError, ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from '../../src/domain/errors.ts'
import { publishRequestSchema, publishVerdict, type PublishVerdict } from '../../src/domain/questionnaire/index.ts'
import { inTransaction } from '../../src/platform/transactions.server.ts'
import { quizQuestionsInOrder } from './questions-query.server.ts'
import { isWellFormedDocId } from '../../src/platform/payload-id.server.ts'

/** 400: the publish rule refuses the draft (an error, or new warnings not confirmed); the message lists why, in French. */
export class QuestionnairePublishRefusedError extends DomainError {
  override readonly name = 'QuestionnairePublishRefusedError'
  readonly reason: Extract<PublishVerdict, { canPublish: false }>['reason']

  constructor(verdict: Extract<PublishVerdict, { canPublish: false }>) {
    super(verdict.message, { status: 400 })
    this.reason = verdict.reason
  }
}

const COPY = {
  forbidden: 'Seuls le marketing et les administrateurs peuvent publier le questionnaire.',
  quizNotFound: 'Questionnaire introuvable.',
} as const

/**
 * « Publier » on a quiz, for marketing (or an admin): the draft (the latest version of the quiz and of each
 * of its questions, what « Vérifier » checked) goes live as ONE new version of the quiz, or nothing does.
 * The publish rule runs over the whole draft first; then every question's pending draft is published (their
 * own hooks stand aside) and the quiz is published once, which freezes the questions into its snapshot.
 * Projects started on an earlier version keep it (projects.quizVersion); new visitors get this one.
 * `body` is what the client sent: `{ confirmWarnings }`.
 */
export async function publishQuestionnaire(
  payload: Payload,
  { user, quizId, body }: { user: User | null; quizId: string; body: unknown },
): Promise<{ status: 'published' }> {
  if (!user) throw new UnauthenticatedError()
  if (!canPublishQuestionnaire(user)) throw new ForbiddenError(COPY.forbidden)
  const parsed = publishRequestSchema.safeParse(body ?? {})
  if (!parsed.success) throw new InvalidInputError()
  const hasConfirmedWarnings = parsed.data.confirmWarnings === true
  const quiz = isWellFormedDocId(payload, quizId)
    ? await payload.findByID({
        collection: slugs.quizzes,
        id: quizId,
        depth: 0,
        draft: true,
        disableErrors: true,
        user,
        overrideAccess: false,
      })
    : null
  if (!quiz) throw new NotFoundError(COPY.quizNotFound)

  return inTransaction(payload, async ({ req }) => {
    const draft = await quizQuestionsInOrder(payload, {
      quizId: quiz.id,
      draft: true,
      req: req(user),
    })
    const { issues, titles } = checkQuestions(quiz.id, draft)
    const live = checkQuestions(quiz.id, await liveQuestions(req(user), quiz.id)).issues
    const verdict = publishVerdict({
      issues,
      liveIssues: live,
      titles,
      hasConfirmedWarnings,
    })
    // Refused before anything is written (SQLite has no transaction here).
    if (!verdict.canPublish) throw new QuestionnairePublishRefusedError(verdict)
    for (const question of draft.filter((doc) => doc._status !== 'published')) {
      await payload.update({
        collection: slugs.questions,
        id: question.id,
        data: { _status: 'published' },
        draft: false,
        depth: 0,
        req: req(user),
        overrideAccess: false,
        context: { [PUBLISHING_QUESTIONNAIRE]: true },
      })
    }
    await payload.update({
      collection: slugs.quizzes,
      id: quiz.id,
      data: { _status: 'published' },
      draft: false,
      depth: 0,
      req: req(user),
      overrideAccess: false,
      context: { [WARNINGS_CONFIRMED]: hasConfirmedWarnings },
    })
    return { status: 'published' as const }
  })
}
