import { describe, expect, inject, it } from 'vitest'
import { readCredentials } from '../../seed/accounts.ts'
import { launchBrowser } from '../e2e/support/browser.ts'
import { submitLoginForm } from '../e2e/support/login-form.ts'

const baseUrl = inject('baseUrl')

/**
 * A scripted baseline scan: every public page, the /v1 calls a visitor reaches, the admin, Payload's REST
 * API, uploads and static files answer with the security headers, and the scripts of every HTML page run
 * only under the response's nonce (no 'unsafe-inline' for scripts). Cookies set at login are HttpOnly and
 * SameSite=Lax (Secure is added in production, where the site is served over HTTPS).
 */
const PAGES = ['/home', '/login', '/register', '/web-signin', '/web-questionnaire/-1', '/cgu', '/cgv', '/page-contact', '/page/pdf', '/wrong/link', '/reset/pass', '/une/page/inconnue', '/admin/login']
const OTHER = ['/api/zones?limit=1', '/v1/params/all', '/v1/project/quizz/questions', '/v1/project/communes?q=Paris', '/favicon.svg', '/health', '/v1/user/profile']

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  )
}

function expectSecurityHeaders(path: string, headers: Headers) {
  const csp = headers.get('content-security-policy')
  expect(csp, `${path}: Content-Security-Policy`).toBeTruthy()
  const policy = directives(csp ?? '')
  expect(policy.get('script-src'), `${path}: script-src`).not.toContain("'unsafe-inline'")
  expect(policy.get('script-src'), `${path}: script-src`).not.toContain("'unsafe-eval'")
  expect(policy.get('frame-ancestors'), `${path}: frame-ancestors`).toEqual(["'self'"])
  expect(policy.get('object-src'), `${path}: object-src`).toEqual(["'none'"])
  expect(headers.get('x-content-type-options'), `${path}: nosniff`).toBe('nosniff')
  expect(headers.get('referrer-policy'), `${path}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect(headers.get('permissions-policy'), `${path}: Permissions-Policy`).toContain('camera=()')
  expect(headers.get('x-powered-by'), `${path}: X-Powered-By`).toBeNull()
  return policy
}

describe('security headers on every kind of response', () => {
  it.each(PAGES)('%s: headers, and every script carries the nonce of its response', async (path) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect([200, 404]).toContain(response.status)
    const policy = expectSecurityHeaders(path, response.headers)
    const nonce = policy
      .get('script-src')
      ?.find((value) => value.startsWith("'nonce-"))
      ?.slice("'nonce-".length, -1)
    expect(nonce, `${path}: a nonce`).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
    const html = await response.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`)
  })

  it('gives a new nonce to each response', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await fetch(`${baseUrl}/home`)).headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]),
    )
    expect(new Set(nonces).size).toBe(3)
  })

  it.each(OTHER)('%s: headers on the APIs, health and static files', async (path) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect(response.status).toBeLessThan(500)
    expectSecurityHeaders(path, response.headers)
  })

  it('sends them with the files under /uploads too', async () => {
    const home = await (await fetch(`${baseUrl}/home`)).text()
    const image = home.match(/\/uploads\/photos\/img\/[^"?\s]+/)?.[0]
    expect(image).toBeDefined()
    const response = await fetch(`${baseUrl}${image}`)
    expect(response.status).toBe(200)
    expectSecurityHeaders(image ?? '', response.headers)
  })

  it('ignores a nonce a client tries to choose', async () => {
    const response = await fetch(`${baseUrl}/home`, { headers: { 'x-maisonnee-csp-nonce': 'attacker-chosen' } })
    expect(response.headers.get('content-security-policy')).not.toContain('attacker-chosen')
    expect(await response.text()).not.toContain('attacker-chosen')
  })

  it('sets the session cookie HttpOnly and SameSite=Lax, on the site (login screen) and on /api', async () => {
    const claire = readCredentials(inject('dataDir'))?.find((account) => account.role === 'customer')
    if (!claire) throw new Error('no seeded customer')
    const api = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl },
      body: JSON.stringify({ email: claire.email, password: claire.password }),
    })
    expect(api.status).toBe(200)
    const apiCookie = api.headers.getSetCookie().find((cookie) => cookie.startsWith('payload-token='))
    expect(apiCookie).toMatch(/;\s*HttpOnly/i)
    expect(apiCookie).toMatch(/;\s*SameSite=Lax/i)

    const browser = await launchBrowser()
    try {
      const context = await browser.newContext({ locale: 'fr-FR' })
      const page = await context.newPage()
      await page.goto(`${baseUrl}/login`)
      await submitLoginForm(page, claire)
      await page.waitForURL((url) => url.pathname !== '/login')
      const session = (await context.cookies()).find((cookie) => cookie.name === 'payload-token')
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
      expect(await page.evaluate(() => document.cookie)).not.toContain('payload-token')
    } finally {
      await browser.close()
    }
  })

  it('names every request with an X-Request-Id, keeping a well-formed one from a proxy in front', async () => {
    const fresh = await fetch(`${baseUrl}/v1/params/all`)
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await fetch(`${baseUrl}/v1/params/all`, { headers: { 'X-Request-Id': 'lb-1234abcd' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234abcd')
    const refused = await fetch(`${baseUrl}/v1/params/all`, { headers: { 'X-Request-Id': '<script>' } })
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers /health with the database reached', async () => {
    const response = await fetch(`${baseUrl}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })
})
