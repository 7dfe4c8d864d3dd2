import type { CollectionBeforeChangeHook } from 'payload'
import { assertPublishable, publishedQuestions, snapshotQuestions } from '../../hooks/questionnaire-publish-check.ts'

/**
 * Publishing a questionnaire runs the publish rule over its published questions (an error refuses it; a
 * new warning needs the marketer's confirmation) and freezes them into the quiz's `snapshot`: every
 * publication is then one Payload version holding the whole questionnaire, which a project started on it keeps (projects.quizVersion).
 */
export const checkAndSnapshotOnPublish: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (data._status !== 'published') return data
  if (operation === 'create' || !originalDoc) return { ...data, snapshot: { questions: [] } }
  const questions = await publishedQuestions(req, originalDoc.id)
  await assertPublishable(req, originalDoc.id, questions)
  return { ...data, snapshot: { questions: await snapshotQuestions(req, questions) } }
}
