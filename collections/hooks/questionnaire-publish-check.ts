import type { PayloadRequest } from 'payload'
import { APIError } from 'payload'
import type { Question as QuestionDoc } from '../../payload-types.ts'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'
import { blockingIssues, checkQuestionnaire, isOffered, publishRefusal, type QuestionnaireIssue } from '../../src/domain/questionnaire/index.ts'
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

/**
 * Refuses (400, the French list of errors shown by the admin) when the questions that would be live
 * fail the questionnaire check (src/domain/questionnaire/check.ts).
 */
export function assertPublishable(quizId: number | string, questions: readonly QuestionDoc[]): void {
  const { issues, titles } = checkQuestions(quizId, questions)
  const errors = blockingIssues(issues)
  if (errors.length > 0) throw new APIError(publishRefusal(errors, titles), 400, { issues: errors }, true)
}
