import { describe, expect, it } from 'vitest'
import { isShownInAdmin, NAVIGATION_BY_ROLE, type NavigationSlug } from './admin-navigation.ts'
import { ROLES } from './roles.ts'
import { globalSlugs, slugs } from './slugs.ts'

const EVERY_SLUG: NavigationSlug[] = [...Object.values(slugs), ...Object.values(globalSlugs), 'payload-jobs']
const shownTo = (role: (typeof ROLES)[number]) => EVERY_SLUG.filter((slug) => isShownInAdmin(role, slug)).sort()

describe('which collections each role sees in the admin', () => {
  it('shows an admin every collection and global', () => {
    expect(shownTo('admin')).toEqual([...EVERY_SLUG].sort())
  })

  it('shows marketing the questionnaires, their pictures, the parameters, the home page, the price grid and the company identity (read only) only', () => {
    expect(shownTo('marketing')).toEqual(['company-identity', 'home-content', 'params', 'photos', 'pricing-grid', 'questions', 'quizzes'])
  })

  it('shows a curator the style catalogue only', () => {
    expect(shownTo('curator')).toEqual(['levels', 'photos', 'styles', 'zones'])
  })

  it('shows staff the projects and what hangs off them, but no catalogue or questionnaire editing', () => {
    const staff = shownTo('staff')
    expect(staff).toEqual(expect.arrayContaining(['projects', 'files', 'reports', 'appointments', 'agendas', 'payments', 'users']))
    for (const slug of ['quizzes', 'questions', 'zones', 'styles', 'levels', 'photos', 'params', 'home-content', 'payload-jobs']) expect(staff).not.toContain(slug)
  })

  it('shows a customer, or someone without a role, nothing', () => {
    expect(shownTo('customer')).toEqual([])
    expect(EVERY_SLUG.some((slug) => isShownInAdmin(null, slug))).toBe(false)
  })

  it('leaves users and the email queue to admins, outside the project team', () => {
    for (const role of ['marketing', 'curator'] as const) {
      expect(NAVIGATION_BY_ROLE[role]).not.toContain('users')
      expect(NAVIGATION_BY_ROLE[role]).not.toContain('payload-jobs')
    }
  })
})
