import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { User } from '../../../payload-types.ts'
import { loadQuestionnaireAnalytics, mayReadQuestionnaireAnalytics } from '../../server/questionnaire-analytics/analytics.server.ts'
import { ANALYTICS_COPY as COPY } from '../../domain/questionnaire-analytics/copy.ts'
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
export async function QuestionnaireAnalyticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const user = req.user as User | null
  const isAllowed = mayReadQuestionnaireAnalytics(user)
  const page = isAllowed ? await loadQuestionnaireAnalytics(req.payload, user, versionParam(searchParams)) : null
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <Gutter className="questionnaire-analytics">
        <h1 className="questionnaire-analytics__title">{COPY.pageTitle}</h1>
        {page ? <AnalyticsContent page={page} adminRoute={req.payload.config.routes.admin} /> : <p role="alert">{COPY.noAccess}</p>}
      </Gutter>
    </DefaultTemplate>
  )
}
