import { formatAdminURL } from 'payload/shared'
import { ADMIN_VIEW_PATHS } from '../../../collections/admin-navigation.ts'

/** Where the questionnaire analytics live in the admin: /admin/analytique-questionnaire. */
export const ANALYTICS_PATH = ADMIN_VIEW_PATHS.questionnaireAnalytics

/** The screen's address for one version (or the default one), under the admin's route. */
export function analyticsHref(adminRoute: string, versionId: string | null = null): string {
  const base = formatAdminURL({ adminRoute, path: ANALYTICS_PATH, relative: true })
  return versionId === null ? base : `${base}?version=${encodeURIComponent(versionId)}`
}
