import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'
import type { Question as QuestionDoc, Quiz } from '../../payload-types.ts'
import { checkQuestionnaire, isOffered, publishVerdict, type QuestionnaireIssue } from '../../src/domain/questionnaire/index.ts'
import { toEngineQuestionnaire } from '../Quizzes/engine-model.ts'
import { quizQuestionsInOrder } from '../Quizzes/questions-query.server.ts'

/** The published questions of a quiz, as the public questionnaire serves them (a retired one is no longer asked). */
export async function publishedQuestions(req: PayloadRequest, quizId: number | string): Promise<QuestionDoc[]> {
  // The check reads the whole questionnaire whoever publishes; the publish itself went through access control.
  const docs = await quizQuestionsInOrder(req.payload, { quizId, draft: false, req })
  return docs.filter((doc) => doc._status === 'published' && isOffered(doc))
}

/**
 * The questions as frozen into a published version: ids for every relationship but their image, which is
 * kept populated (the public questionnaire shows it). Never the quiz itself: it would nest every previous snapshot.
 */
export async function snapshotQuestions(req: PayloadRequest, questions: readonly QuestionDoc[]): Promise<QuestionDoc[]> {
  const imageIds = [...new Set(questions.map((question) => relationId(question.image)).filter((id) => id !== null))]
  const { docs: photos } = imageIds.length
    ? await req.payload.find({ collection: slugs.photos, where: { id: { in: imageIds } }, depth: 0, pagination: false, overrideAccess: true, req })
    : { docs: [] }
  const photoById = new Map(photos.map((photo) => [String(photo.id), photo]))
  return questions.map((question) => {
    const imageId = relationId(question.image)
    return { ...question, image: imageId === null ? null : (photoById.get(String(imageId)) ?? null) }
  })
}

/** The check's issues for these questions (the retired ones left out: they are asked no more), with the questions' titles to name them. */
export function checkQuestions(quizId: number | string, questions: readonly QuestionDoc[]) {
  const issues: QuestionnaireIssue[] = checkQuestionnaire(toEngineQuestionnaire(quizId, questions.filter(isOffered)))
  const titles = new Map(questions.map((question) => [String(question.id), question.title]))
  return { issues, titles }
}

/** `req.context` key: the marketer confirmed the questionnaire's new warnings (the quiz's « Publier »). */
export const WARNINGS_CONFIRMED = 'questionnaireWarningsConfirmed'

/**
 * `req.context` key: the questionnaire's « Publier » is publishing its questions' drafts; their own hooks
 * leave the check and the quiz's new version to it (it checks them all together, then publishes the quiz once).
 */
export const PUBLISHING_QUESTIONNAIRE = 'publishingQuestionnaire'

/** The questions of the quiz's live version (its snapshot); none when it was never published. */
export async function liveQuestions(req: PayloadRequest, quizId: number | string): Promise<QuestionDoc[]> {
  const quiz = await req.payload.findByID({ collection: slugs.quizzes, id: quizId, depth: 0, draft: false, overrideAccess: true, disableErrors: true, req })
  const snapshot = (quiz as Quiz | null)?.snapshot as { questions?: QuestionDoc[] } | null | undefined
  return quiz?._status === 'published' && Array.isArray(snapshot?.questions) ? snapshot.questions : []
}

/**
 * NOTE: the product's own writes (the seed, run with no user) publish as authored: only a person confirms
 * a warning, and a person publishing is always a signed-in marketer.
 */
function hasConfirmedWarnings(req: PayloadRequest): boolean {
  return req.context[WARNINGS_CONFIRMED] === true || !req.user
}

/**
 * Refuses (400, the French refusal shown by the admin) when the questions that would be live fail the
 * publish rule (src/domain/questionnaire/publish.ts): an error, or a warning the live version does not have
 * and the marketer did not confirm.
 */
export async function assertPublishable(req: PayloadRequest, quizId: number | string, questions: readonly QuestionDoc[]): Promise<void> {
  const { issues, titles } = checkQuestions(quizId, questions)
  const live = checkQuestions(quizId, await liveQuestions(req, quizId)).issues
  const verdict = publishVerdict({ issues, liveIssues: live, titles, hasConfirmedWarnings: hasConfirmedWarnings(req) })
  if (!verdict.canPublish) throw new APIError(verdict.message, 400, { issues: verdict.issues, reason: verdict.reason }, true)
}
