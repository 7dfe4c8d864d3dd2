import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Request as BrowserRequest } from 'playwright-core'
import { baseUrl, customerWithProject, rest } from '../e2e/support/api.ts'
import { launchBrowser, waitForHydration } from '../e2e/support/browser.ts'
import { submitLoginForm } from '../e2e/support/login-form.ts'
import { staffToken } from './support/customer-data.ts'

/**
 * Cross-site request forgery: a page on another origin of the same host (here another port of 127.0.0.1,
 * which browsers count as the same site, so the SameSite=Lax session cookie travels with its requests)
 * makes the signed-in customer's browser send a state-changing request. Each of the three doors that change
 * data with the session cookie refuses it: TanStack Start's server functions (its CSRF middleware), /v1
 * and Payload's /api (Payload ignores a cookie from an origin outside its `csrf` list). Each case replays
 * a real request twice with the same cookie and body: as the attacker's page sends it (refused, nothing
 * changed), then as the site's own page sends it (accepted), so that the refusal is the origin's doing.
 */
const attacker = `http://127.0.0.1:${Number(new URL(baseUrl).port) + 1}`
const fromAttacker = { Origin: attacker, 'Sec-Fetch-Site': 'same-site', Referer: `${attacker}/` }
const fromSite = { Origin: new URL(baseUrl).origin, 'Sec-Fetch-Site': 'same-origin', Referer: `${baseUrl}/moncompte` }

let browser: Browser
let cookie: string
let userId: string | number

async function firstName(): Promise<string> {
  const user = await rest<{ firstName: string }>(`/api/users/${userId}?depth=0`, { method: 'GET', token: await staffToken() })
  return user.firstName
}

beforeAll(async () => {
  const made = await customerWithProject({ status: 3, title: 'Projet CSRF', firstName: 'Ines' })
  userId = made.userId
  browser = await launchBrowser()
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/login`)
  await submitLoginForm(page, made.customer)
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  const session = (await context.cookies()).find((entry) => entry.name === 'payload-token')
  if (!session) throw new Error('no session cookie after login')
  cookie = `${session.name}=${session.value}`
  await page.close()
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

/** The profile form's real server-function call, caught in the browser before it leaves. */
async function profileServerFunctionCall(): Promise<BrowserRequest> {
  const context = await browser.newContext({ locale: 'fr-FR' })
  const [name, value] = cookie.split('=') as [string, string]
  await context.addCookies([{ name, value, url: baseUrl, httpOnly: true, sameSite: 'Lax' }])
  const page = await context.newPage()
  await page.goto(`${baseUrl}/moncompte`)
  await waitForHydration(page, 'form')
  const caught = new Promise<BrowserRequest>((resolve) => {
    void page.route('**/_serverFn/**', async (route) => {
      if (route.request().method() === 'POST') resolve(route.request())
      await route.abort()
    })
  })
  await page.getByLabel('Prénom').fill('Pirate')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  const call = await caught
  await context.close()
  return call
}

describe('cross-site request forgery with the customer’s session cookie', () => {
  it('TanStack Start refuses a server function called from another origin (403), and runs it from the site', async () => {
    const call = await profileServerFunctionCall()
    const body = call.postData() ?? ''
    expect(body).toContain('Pirate')
    // The browser's own headers but those naming where the request comes from, which each replay sets.
    const headers = Object.fromEntries(Object.entries(call.headers()).filter(([name]) => !['origin', 'referer', 'sec-fetch-site'].includes(name)))
    expect(headers.cookie).toBe(cookie)
    const forged = await fetch(call.url(), { method: 'POST', headers: { ...headers, ...fromAttacker }, body })
    expect(forged.status).toBe(403)
    expect(await firstName()).toBe('Ines')
    const genuine = await fetch(call.url(), { method: 'POST', headers: { ...headers, ...fromSite }, body })
    expect(genuine.status).toBe(200)
    expect(await genuine.text()).not.toContain('"error"')
    expect(await firstName()).toBe('Pirate')
  }, 60_000)

  it('/v1 ignores the session cookie of a request from another origin (401), and accepts it from the site', async () => {
    const send = (origin: Record<string, string>, name: string) =>
      fetch(`${baseUrl}/v1/user/update`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', ...origin },
        body: new URLSearchParams({ user_firstname: name }).toString(),
      })
    const before = await firstName()
    const forged = await send(fromAttacker, 'Usurpée')
    expect(forged.status).toBe(401)
    expect(await firstName()).toBe(before)
    const genuine = await send(fromSite, 'Ines')
    expect(genuine.status).toBe(200)
    expect(await firstName()).toBe('Ines')
  })

  it('Payload’s /api ignores the session cookie of a request from another origin, and refuses the customer’s writes from the site too (customers write through the product)', async () => {
    const send = (origin: Record<string, string>, name: string) =>
      fetch(`${baseUrl}/api/users/${userId}`, {
        method: 'PATCH',
        headers: { Cookie: cookie, 'Content-Type': 'application/json', ...origin },
        body: JSON.stringify({ firstName: name }),
      })
    const forged = await send(fromAttacker, 'Usurpée')
    expect([401, 403]).toContain(forged.status)
    expect(await firstName()).toBe('Ines')
    const fromTheSite = await send(fromSite, 'Ines-Marie')
    expect(fromTheSite.status).toBe(403)
    expect(await firstName()).toBe('Ines')
  })
})
