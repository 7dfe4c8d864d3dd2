import type { AdminViewServerProps } from 'payload'
import type { User } from '../../../payload-types.ts'
import { loadQuestionnaireAnalytics, mayReadQuestionnaireAnalytics } from '../../server/questionnaire-analytics/analytics.server.ts'
import { ANALYTICS_COPY as COPY } from '../../domain/questionnaire-analytics/copy.ts'
import { AdminPage } from '../admin-page/admin-page.tsx'
import { AnalyticsContent } from './analytics-content.tsx'
import './analytics.css'

/** The `version` query parameter, when there is one. */
function versionParam(searchParams: AdminViewServerProps['searchParams']): string | null {
  const value = searchParams?.version
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' && first !== '' ? first : null
}

/**
 * /admin/analytique-questionnaire: how each published version of the questionnaire performs, for marketing
 * (and admins). Anyone else signed in to the back office reads that the page is not for them.
 */
export async function QuestionnaireAnalyticsView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  const user = req.user as User | null
  const page = mayReadQuestionnaireAnalytics(user) ? await loadQuestionnaireAnalytics(req.payload, user, versionParam(view.searchParams)) : null
  return (
    <AdminPage view={view} className="questionnaire-analytics" title={COPY.pageTitle} isAllowed={page !== null} noAccess={COPY.noAccess}>
      {page ? <AnalyticsContent page={page} adminRoute={req.payload.config.routes.admin} /> : null}
    </AdminPage>
  )
}
