import type { Endpoint } from 'payload'
import { canCheckQuestionnaire } from '../../access/can-check-questionnaire.ts'
import { checkQuestions, liveQuestions } from '../../hooks/questionnaire-publish-check.ts'
import { describeIssue, newWarnings } from '../../../src/domain/questionnaire/index.ts'
import { quizQuestionsInOrder } from '../questions-query.server.ts'
import { isWellFormedDocId } from '../../../src/platform/payload-id.server.ts'

export type QuestionnaireCheckReport = {
  errors: { questionId: string | null; text: string }[]
  /** `isNew`: the live version does not have this warning; publishing needs the marketer's confirmation. */
  warnings: { questionId: string | null; text: string; isNew: boolean }[]
}

/**
 * GET /api/quizzes/:id/check: the questionnaire check over the latest version of every question of the
 * quiz (drafts included: what « Publier » would put live), for the admin's publish panel.
 * Marketing and staff only.
 */
export const checkEndpoint: Endpoint = {
  path: '/:id/check',
  method: 'get',
  handler: async (req) => {
    if (!canCheckQuestionnaire(req.user)) return Response.json({ message: 'Accès refusé.' }, { status: 403 })
    const quizId = String(req.routeParams?.id ?? '')
    if (!isWellFormedDocId(req.payload, quizId)) return Response.json({ message: 'Questionnaire introuvable.' }, { status: 404 })
    const docs = await quizQuestionsInOrder(req.payload, {
      quizId,
      draft: true,
      user: req.user,
    })
    const { issues, titles } = checkQuestions(quizId, docs)
    const unconfirmed = newWarnings(issues, checkQuestions(quizId, await liveQuestions(req, quizId)).issues)
    const line = (issue: (typeof issues)[number]) => ({
      questionId: issue.questionId,
      text: describeIssue(issue, titles),
    })
    const report: QuestionnaireCheckReport = {
      errors: issues.filter((issue) => issue.severity === 'error').map(line),
      warnings: issues
        .filter((issue) => issue.severity === 'warning')
        .map((issue) => ({
          ...line(issue),
          isNew: unconfirmed.includes(issue),
        })),
    }
    return Response.json(report)
  },
}
