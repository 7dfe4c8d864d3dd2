import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser.ts'
import { submitLoginForm } from '../e2e/support/login-form.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { linkIn, linkToken, startSmtpCapture } from '../support/smtp-capture.ts'
import { readCredentials } from '../../seed/accounts.ts'

const LOGIN_FAILED = 'Mot de passe ou adresse email incorrect.'

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let app: AppServer
let browser: Browser

// Its own app: the IP limit reached at the end must not slow down any other test.
beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startAppServer({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await smtp?.stop()
})

type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

async function call(path: string, init: { method?: string; json?: unknown; token?: string } = {}): Promise<Answer> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? (init.json ? 'POST' : 'GET'),
    headers: {
      ...(init.json ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.json ? JSON.stringify(init.json) : undefined,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
}

const newEmail = () => `securite-${randomBytes(5).toString('hex')}@exemple.fr`

/** Signs up through /v1 and activates through /v1 with the link from the captured mail. */
async function activatedCustomer(): Promise<{ email: string; password: string; token: string }> {
  const email = newEmail()
  const password = 'Secret2026!abc'
  const registered = await call('/v1/user/register', { json: { user_email: email, user_firstname: 'Sam', user_lastname: 'Roux', accept_terms: true } })
  expect(registered).toMatchObject({ status: 200, body: { s: 1, token: null, user: null, error: null } })
  const mail = await smtp.waitForMail(email, /Activez votre compte/)
  const activated = await call('/v1/user/activate', { token: linkToken(linkIn(mail, app.baseUrl)) })
  expect(activated.status).toBe(200)
  const chosen = await call(`/v1/user/reset/pass/${(activated.body.payload as { password_token: string }).password_token}`, { json: { user_password: password } })
  expect(chosen.body).toMatchObject({ s: 1, user: { user_email: email, user_visa: 1, user_type: 0 } })
  return { email, password, token: String(chosen.body.access_token) }
}

describe('security of accounts and sessions', () => {
  it("sends a customer who opens another customer's project or documents URL to the wrong-link page", async () => {
    const claire = readCredentials(app.dataDir)?.find((account) => account.role === 'customer')
    if (!claire) throw new Error('no seeded customer')
    const claireLogin = await call('/v1/user/login', { json: { user_email: claire.email, user_password: claire.password } })
    const claireProjects = await fetch(`${app.baseUrl}/api/projects?depth=0`, { headers: { Authorization: `JWT ${claireLogin.body.access_token}` } })
    const projectId = ((await claireProjects.json()) as { docs: Array<{ id: number }> }).docs[0]?.id
    expect(projectId).toBeTypeOf('number')

    const intruder = await activatedCustomer()
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto(`${app.baseUrl}/login`)
    await submitLoginForm(page, intruder)
    await page.waitForURL(/\/projets$/)

    for (const path of [`/project/${projectId}`, `/mesdocuments/${projectId}`, `/suivi-des-travaux/${projectId}`]) {
      await page.goto(`${app.baseUrl}${path}`)
      await page.waitForURL(/\/wrong\/link/)
      expect(new URL(page.url()).searchParams.get('href')).toBe(path)
      await page.getByRole('heading', { name: 'Ce lien ne vous est pas accessible' }).waitFor()
    }
    await context.close()

    // And the data itself stays out of reach.
    const direct = await fetch(`${app.baseUrl}/api/projects/${projectId}`, { headers: { Authorization: `JWT ${intruder.token}` } })
    expect([403, 404]).toContain(direct.status)
  })

  it('refuses a token after logout (401): the session ended on the server', async () => {
    const { email, password } = await activatedCustomer()
    const login = await call('/v1/user/login', { json: { user_email: email, user_password: password } })
    expect(login.body).toMatchObject({ s: 1, payload: { access_token: expect.any(String), user: { user_email: email } }, access_token: expect.any(String) })
    const token = String(login.body.access_token)
    expect((await call('/v1/user/profile', { token })).status).toBe(200)
    expect((await call('/v1/user/logout', { method: 'POST', token })).status).toBe(200)
    const stolen = await call('/v1/user/profile', { token })
    expect(stolen).toMatchObject({ status: 401, body: { s: 0 } })
    const me = await fetch(`${app.baseUrl}/api/users/me`, { headers: { Authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })

  it('locks an account after 5 wrong passwords, with a clear French message, even for the right password', async () => {
    const { email, password } = await activatedCustomer()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await call('/v1/user/login', { json: { user_email: email, user_password: `Faux${attempt}!abcd` } })
      expect(refused).toMatchObject({ status: 401, body: { s: 0, error: LOGIN_FAILED } })
    }
    const sixth = await call('/v1/user/login', { json: { user_email: email, user_password: 'Faux6!abcd' } })
    expect(sixth.status).toBe(429)
    expect(sixth.body.error).toMatch(/^Trop de tentatives de connexion\s: ce compte est momentanément bloqué \(15 minutes au plus\)/)
    expect(await call('/v1/user/login', { json: { user_email: email, user_password: password } })).toMatchObject({ status: 429, body: sixth.body })
  })

  it('never reveals whether an address has an account', async () => {
    const { email } = await activatedCustomer()
    const stranger = newEmail()
    const strip = ({ status, body }: Answer) => ({ status, body })

    const loginKnown = await call('/v1/user/login', { json: { user_email: email, user_password: 'Faux1!abcd' } })
    const loginUnknown = await call('/v1/user/login', { json: { user_email: stranger, user_password: 'Faux1!abcd' } })
    expect(strip(loginUnknown)).toEqual(strip(loginKnown))

    const forgotKnown = await call('/v1/user/forgot/pass', { json: { user_email: email } })
    const forgotUnknown = await call('/v1/user/forgot/pass', { json: { user_email: stranger } })
    expect(forgotKnown.status).toBe(200)
    expect(strip(forgotUnknown)).toEqual(strip(forgotKnown))

    const registration = (address: string) => call('/v1/user/register', { json: { user_email: address, user_firstname: 'A', user_lastname: 'B', accept_terms: true } })
    const registerKnown = await registration(email)
    const registerUnknown = await registration(newEmail())
    expect(registerKnown.status).toBe(200)
    expect(strip(registerKnown)).toEqual(strip(registerUnknown))
  })

  it('gives the same answers on Payload’s own login (/api, used by /admin): no address revealed, lockout alike', async () => {
    const { email } = await activatedCustomer()
    const stranger = newEmail()
    const restLogin = (address: string) => call('/api/users/login', { json: { email: address, password: 'Faux1!abcd' } })
    const strip = ({ status, body }: Answer) => ({ status, body })
    for (let attempt = 1; attempt <= 6; attempt++) {
      const known = await restLogin(email)
      const unknown = await restLogin(stranger)
      expect(strip(unknown)).toEqual(strip(known))
      expect(known.status).toBe(attempt <= 5 ? 401 : 429)
    }
  })

  it('sends no form natively before the app has loaded: the password never reaches the address', async () => {
    const sendByEnter = async (page: Page) => {
      await page.getByLabel('Adresse email').fill('quelquun@exemple.fr')
      await page.getByLabel('Mot de passe', { exact: true }).fill('Secret2026!abc')
      await page.getByLabel('Mot de passe', { exact: true }).press('Enter')
      return page.waitForURL(/Secret2026/, { timeout: 2_000 }).then(
        () => 'sent natively',
        () => 'held back',
      )
    }
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    // The app's entry never arrives (a slow network, say): the page is the server's alone. Its fields are
    // never React's, so the early-taps script keeps holding the send, even once the page is marked hydrated.
    await page.route('**/assets/index-*.js', (route) => route.abort())
    await page.goto(`${app.baseUrl}/login`)
    expect(await sendByEnter(page)).toBe('held back')
    expect(page.url()).toBe(`${app.baseUrl}/login`)
    await page.evaluate(() => document.documentElement.setAttribute('data-hydrated', ''))
    expect(await sendByEnter(page)).toBe('held back')
    await context.close()
    // The control: without any script (the guard included), the same keystroke goes out natively.
    const bare = await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false })
    const barePage = await bare.newPage()
    await barePage.goto(`${app.baseUrl}/login`)
    expect(await sendByEnter(barePage)).toBe('sent natively')
    await bare.close()
  })

  it('answers 429 with a French message once one IP makes 200 login attempts', async () => {
    const statuses: number[] = []
    let limited: Answer | undefined
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await call('/v1/user/login', { json: { user_email: newEmail(), user_password: 'Faux1!abcd' } })
      statuses.push(answer.status)
      if (answer.status === 429) limited ??= answer
    }
    expect(statuses[0]).toBe(401)
    expect(statuses.at(-1)).toBe(429)
    expect(limited?.body.error).toBe('Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.')
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
