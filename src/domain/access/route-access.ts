import type { DocId } from '../ids/index.ts'
import { DOC_ID_PATTERN } from '../ids/doc-id-shape.ts'

/**
 * The access guard of spec section 2, as a pure decision: given where a visitor is going and whether
 * they are connected (a valid session AND user_visa = 1, spec section 6), allow the navigation or
 * redirect. The router calls it on every navigation, on the server and in the browser.
 */

/**
 * Paths open without a session. The spec names them (home, login, signup, signup_finish, forgot_pass,
 * reset_pass, and the public names sliders, html, pdf, signin, suivi, page_paiement, particuliers,
 * register, cgu, cgv, web_questionnaire); this is what each name is among our routes. The account
 * activation link, the contact form and the wrong-link page must be reachable from an email or by a
 * visitor too, and so must the legal notice and the privacy policy (the footer's links).
 */
const PUBLIC_PATTERNS: readonly RegExp[] = [
  /^\/home$/,
  /^\/login$/,
  /^\/register$/,
  /^\/web-signin$/,
  /^\/account\/confirm$/,
  /^\/reset\/pass$/,
  /^\/cgu$/,
  /^\/cgv$/,
  /^\/mentions-legales$/,
  /^\/confidentialite$/,
  /^\/page\/pdf$/,
  /^\/page-contact$/,
  /^\/wrong\/link$/,
  /^\/web-questionnaire\/[^/]+$/,
]

/**
 * The spec's screens that need a session (section 2). A path that is neither public nor one of these is
 * no screen at all: the guard lets it through and the router answers with the 404 page.
 */
const PROTECTED_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/dashboard$/,
  /^\/projets$/,
  /^\/fichiers$/,
  /^\/moncompte$/,
  /^\/create\/project$/,
  /^\/project\/[^/]+$/,
  /^\/suivi-des-travaux\/[^/]+$/,
  /^\/mesdocuments\/[^/]+$/,
  /^\/rdv\/[^/]+$/,
  /^\/signature\/[^/]+$/,
]

/** The new-project screen: without a session it becomes the public questionnaire for a new project. */
const CREATE_PROJECT_PATH = '/create/project'
export const NEW_PROJECT_QUESTIONNAIRE_PATH = '/web-questionnaire/-1'

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; href: string }

/** Trailing slashes do not make a different page ('/login/' is '/login'). */
function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/** True when `pathname` is open without a session. */
export function isPublicPath(pathname: string): boolean {
  const path = normalizePath(pathname)
  return PUBLIC_PATTERNS.some((pattern) => pattern.test(path))
}

/**
 * What the guard does with a navigation to `href` (path + search). A connected user goes anywhere
 * (what they may see inside a page is each page's own check); a visitor reaches the public paths,
 * '/create/project' becomes the new-project questionnaire, '/' becomes /home, any other screen goes
 * to /login with the wanted URL in `redirect`, and a path that is no screen goes on to the 404 page.
 */
export function guardNavigation({ href, isConnected }: { href: string; isConnected: boolean }): GuardDecision {
  if (isConnected) return { kind: 'allow' }
  const pathname = normalizePath(new URL(href, 'http://localhost').pathname)
  if (isPublicPath(pathname) || !PROTECTED_PATTERNS.some((pattern) => pattern.test(pathname))) return { kind: 'allow' }
  if (pathname === CREATE_PROJECT_PATH) return { kind: 'redirect', href: NEW_PROJECT_QUESTIONNAIRE_PATH }
  if (pathname === '/') return { kind: 'redirect', href: '/home' }
  return { kind: 'redirect', href: `/login?${new URLSearchParams({ redirect: href }).toString()}` }
}

/**
 * A redirect target from a query string, kept only when it is a path on this site: an absolute URL,
 * a protocol-relative '//host' or a backslash trick would send a freshly signed-in user elsewhere
 * (open redirect). Falls back to `fallback`.
 */
export function safeRedirectTarget(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback
  const url = new URL(value, 'http://localhost')
  if (url.origin !== 'http://localhost') return fallback
  const target = `${url.pathname}${url.search}${url.hash}`
  // NOTE: never bounce back to the login screen itself.
  return /^\/(login|register)(\/|$|\?)/.test(target) ? fallback : target
}

/** Screens whose URL names one project (spec section 2); '-1' means a new project and names none. */
// '-1' is the new project, no id.
const PROJECT_SCREENS: readonly RegExp[] = ['project', 'suivi-des-travaux', 'mesdocuments', 'rdv'].map((screen) => new RegExp(`^/${screen}/(${DOC_ID_PATTERN})$`))

/**
 * The project a URL names, if any, so that the guard can check it belongs to the visitor before the
 * screen loads: someone else's project sends to the wrong-link page (spec section 8).
 */
export function projectIdInPath(pathname: string): DocId | null {
  const path = normalizePath(pathname)
  for (const pattern of PROJECT_SCREENS) {
    const id = pattern.exec(path)?.[1]
    if (id) return id
  }
  return null
}

/** Spec section 8: the wrong-link page, with the href that was refused in the query. */
export const wrongLinkHref = (href: string) => `/wrong/link?${new URLSearchParams({ href }).toString()}`
