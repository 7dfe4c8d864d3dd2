import type { Endpoint } from 'payload'
import type { Question as QuestionDoc } from '../../../payload-types.ts'
import { slugs } from '../../slugs.ts'
import { userHasRole } from '../../access/roles-of.ts'
import { checkQuestions } from '../../hooks/questionnaire-publish-check.ts'
import { describeIssue } from '../../../src/domain/questionnaire/index.ts'

export type QuestionnaireCheckReport = {
  errors: { questionId: string | null; text: string }[]
  warnings: { questionId: string | null; text: string }[]
}

/**
 * GET /api/quizzes/:id/check: the questionnaire check over the latest version of every question of the
 * quiz (drafts included: what publishing them would put live), for the admin's check panel.
 * Marketing and staff only.
 */
export const checkEndpoint: Endpoint = {
  path: '/:id/check',
  method: 'get',
  handler: async (req) => {
    if (!userHasRole(req.user, 'marketing', 'staff')) return Response.json({ message: 'Accès refusé.' }, { status: 403 })
    const quizId = String(req.routeParams?.id ?? '')
    if (!/^\d+$/.test(quizId)) return Response.json({ message: 'Questionnaire introuvable.' }, { status: 404 })
    const { docs } = await req.payload.find({
      collection: slugs.questions,
      where: { quiz: { equals: quizId } },
      sort: 'position',
      depth: 0,
      pagination: false,
      draft: true,
      user: req.user,
      overrideAccess: false,
    })
    const { issues, titles } = checkQuestions(quizId, docs as QuestionDoc[])
    const line = (issue: (typeof issues)[number]) => ({ questionId: issue.questionId, text: describeIssue(issue, titles) })
    const report: QuestionnaireCheckReport = {
      errors: issues.filter((issue) => issue.severity === 'error').map(line),
      warnings: issues.filter((issue) => issue.severity === 'warning').map(line),
    }
    return Response.json(report)
  },
}
