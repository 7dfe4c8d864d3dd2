import type { Role } from './roles.ts'
import { globalSlugs, slugs } from './slugs.ts'

type GlobalSlug = (typeof globalSlugs)[keyof typeof globalSlugs]
/** Payload's job queue (the email queue's view), shown to admins only. */
const JOBS_SLUG = 'payload-jobs'
export type NavigationSlug = (typeof slugs)[keyof typeof slugs] | GlobalSlug | typeof JOBS_SLUG

/**
 * Which back-office role sees which collection or global in the admin's navigation (ARCHITECTURE.md,
 * "Roles"): each role sees what its work uses, admins see everything. This decides what is shown only;
 * what a role may read or write stays with each collection's access control.
 */
export const NAVIGATION_BY_ROLE: Record<Exclude<Role, 'admin' | 'customer'>, readonly NavigationSlug[]> = {
  // Projects and everything that hangs off one; accounts (to serve customers); the price grid they quote from.
  staff: [
    slugs.users,
    slugs.projects,
    slugs.responses,
    slugs.folders,
    slugs.files,
    slugs.reports,
    slugs.contactMessages,
    slugs.projectHistory,
    slugs.agendas,
    slugs.appointments,
    slugs.payments,
    slugs.paymentEvents,
    slugs.signatures,
    globalSlugs.pricingGrid,
    globalSlugs.paymentSettings,
    globalSlugs.companyIdentity,
  ],
  // Questionnaires, their pictures, the terms and parameters, the home page's content, the prices.
  marketing: [slugs.quizzes, slugs.questions, slugs.photos, globalSlugs.params, globalSlugs.homeContent, globalSlugs.pricingGrid, globalSlugs.companyIdentity],
  // The style catalogue: ambiances, styles, renovation levels and moodboard photos.
  curator: [slugs.zones, slugs.styles, slugs.levels, slugs.photos],
}

/** True when a user of `role` sees the collection or global `slug` in the admin; admins see everything, customers nothing. */
export function isShownInAdmin(role: Role | null | undefined, slug: NavigationSlug): boolean {
  if (role === 'admin') return true
  if (!role || role === 'customer') return false
  return NAVIGATION_BY_ROLE[role].includes(slug)
}

/** The admin's own screens (config.admin.components.views), by path under /admin. */
export const ADMIN_VIEW_PATHS = {
  /** Marketing's questionnaire analytics (src/admin/questionnaire-analytics). */
  questionnaireAnalytics: '/analytique-questionnaire',
  /** Every branching rule of a questionnaire as a sentence (src/admin/questionnaire-rules). */
  questionnaireRules: '/regles-questionnaire',
} as const
