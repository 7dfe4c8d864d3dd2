import type { ServerProps } from 'payload'
import { NavGroup } from '@payloadcms/ui'
import type { User } from '../../../payload-types.ts'
import { mayReadQuestionnaireAnalytics } from '../../server/questionnaire-analytics/analytics.server.ts'
import { ANALYTICS_COPY as COPY } from '../../domain/questionnaire-analytics/copy.ts'
import { ANALYTICS_PATH, analyticsHref } from './route.ts'

/**
 * The admin navigation's « Analyse » group, after the collections: the questionnaire analytics, shown to
 * marketing and admins only (the screen itself checks the role again).
 */
export function QuestionnaireAnalyticsNavLink({ user, payload, params }: ServerProps) {
  if (!mayReadQuestionnaireAnalytics(user as User | undefined)) return null
  const segments = params?.segments
  const isActive = Array.isArray(segments) && `/${segments.join('/')}` === ANALYTICS_PATH
  const label = (
    <>
      {isActive && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{COPY.navLink}</span>
    </>
  )
  return (
    <NavGroup label={COPY.navGroup}>
      {isActive ? (
        <div className="nav__link" id="nav-questionnaire-analytics" aria-current="page">
          {label}
        </div>
      ) : (
        <a className="nav__link" id="nav-questionnaire-analytics" href={analyticsHref(payload.config.routes.admin)}>
          {label}
        </a>
      )}
    </NavGroup>
  )
}
