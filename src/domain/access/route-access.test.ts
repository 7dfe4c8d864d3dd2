import { describe, expect, it } from 'vitest'
import { guardNavigation, isPublicPath, projectIdInPath, safeRedirectTarget, wrongLinkHref } from './route-access.ts'

describe('guardNavigation for a visitor', () => {
  it.each(['/home', '/login', '/register', '/web-signin', '/account/confirm?token=abc', '/reset/pass', '/cgu', '/cgv', '/mentions-legales', '/confidentialite', '/page/pdf', '/page-contact', '/wrong/link?href=x', '/web-questionnaire/-1', '/web-questionnaire/12', '/login/'])(
    'lets a visitor open the public path %s',
    (href) => {
      expect(guardNavigation({ href, isConnected: false })).toEqual({ kind: 'allow' })
    },
  )

  it('sends the new-project screen to the public questionnaire for a new project', () => {
    expect(guardNavigation({ href: '/create/project', isConnected: false })).toEqual({ kind: 'redirect', href: '/web-questionnaire/-1' })
  })

  it("sends '/' to /home", () => {
    expect(guardNavigation({ href: '/', isConnected: false })).toEqual({ kind: 'redirect', href: '/home' })
  })

  it.each(['/dashboard', '/projets', '/fichiers', '/moncompte', '/project/4', '/suivi-des-travaux/4', '/mesdocuments/-1', '/rdv/4', '/signature/AbC-123_xyz'])(
    'sends %s to the login screen with the wanted URL',
    (href) => {
      expect(guardNavigation({ href, isConnected: false })).toEqual({ kind: 'redirect', href: `/login?redirect=${encodeURIComponent(href)}` })
    },
  )

  it.each(['/une/page/qui/n-existe/pas', '/web-questionnaire/1/extra', '/moncompte/autre'])('lets an unknown path %s through, to the 404 page', (href) => {
    expect(guardNavigation({ href, isConnected: false })).toEqual({ kind: 'allow' })
  })

  it('keeps the query string of the wanted URL', () => {
    const decision = guardNavigation({ href: '/project/4?tab=documents', isConnected: false })
    expect(decision.kind === 'redirect' && new URL(decision.href, 'http://x').searchParams.get('redirect')).toBe('/project/4?tab=documents')
  })
})

describe('guardNavigation for a connected user', () => {
  it.each(['/', '/moncompte', '/project/4', '/create/project', '/home'])('lets them open %s', (href) => {
    expect(guardNavigation({ href, isConnected: true })).toEqual({ kind: 'allow' })
  })
})

describe('isPublicPath', () => {
  it('does not open a path that merely starts like a public one', () => {
    expect(isPublicPath('/homeX')).toBe(false)
    expect(isPublicPath('/cgu/../moncompte')).toBe(false)
  })
})

describe('safeRedirectTarget', () => {
  it.each([
    ['/project/4?tab=documents', '/project/4?tab=documents'],
    ['/moncompte#mot-de-passe', '/moncompte#mot-de-passe'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected)
  })

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', undefined, 42, '/login?redirect=/x', '/register'])(
    'refuses %j and falls back',
    (value) => {
      expect(safeRedirectTarget(value, '/moncompte')).toBe('/moncompte')
    },
  )
})

describe('projectIdInPath', () => {
  it.each([
    ['/project/12', '12'],
    ['/suivi-des-travaux/7', '7'],
    ['/rdv/9', '9'],
    ['/mesdocuments/3/', '3'],
    ['/project/665f1c2b9e1d4a0012345678', '665f1c2b9e1d4a0012345678'],
    ['/project/665f1c2b9e1d4a00123456', null],
    ['/project/-1', null],
    ['/mesdocuments/-1', null],
    ['/create/project', null],
    ['/project/12/extra', null],
  ])('reads %s as project %j', (path, id) => {
    expect(projectIdInPath(path)).toBe(id)
  })
})

describe('wrongLinkHref', () => {
  it('carries the refused href in the query', () => {
    expect(wrongLinkHref('/project/12?x=1')).toBe('/wrong/link?href=%2Fproject%2F12%3Fx%3D1')
  })
})
