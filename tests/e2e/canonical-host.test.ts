import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { submitLoginForm } from './support/login-form.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials } from '../../seed/accounts.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'

/**
 * PUBLIC_URL names the site localhost; the customer types 127.0.0.1. Payload accepts the session cookie
 * only from PUBLIC_URL's origin, so on the other host name the pages showed the customer logged in while
 * every save failed: the site now sends any other host name to PUBLIC_URL before rendering.
 */

let app: AppServer
let browser: Browser
const loopback = () => app.baseUrl
const canonical = () => app.shared.publicUrl

beforeAll(async () => {
  app = await startAppServer({}, { publicHost: 'localhost' })
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const propertyType = QUESTIONNAIRE.questions.find((question) => question.key === 'property-type')?.title ?? ''
const floor = QUESTIONNAIRE.questions.find((question) => question.key === 'floor')?.title ?? ''

describe('On any host name other than PUBLIC_URL’s (127.0.0.1 instead of localhost), every save fails with « Veuillez vous connecter » while the page shows the customer logged in', () => {
  it('answers 308 to the same path and query on PUBLIC_URL, before rendering anything; /health answers on any host', async () => {
    expect(canonical()).toMatch(/^http:\/\/localhost:\d+$/)
    const page = await fetch(`${loopback()}/login?redirect=%2Fhome`, { redirect: 'manual' })
    expect(page.status).toBe(308)
    expect(page.headers.get('location')).toBe(`${canonical()}/login?redirect=%2Fhome`)
    expect(await page.text()).toBe('')
    const post = await fetch(`${loopback()}/v1/user/login`, { method: 'POST', redirect: 'manual' })
    expect(post.status).toBe(308)
    expect((await fetch(`${loopback()}/health`, { redirect: 'manual' })).status).toBe(200)
  })

  it('opens the site on 127.0.0.1, lands on PUBLIC_URL, logs in and saves an answer', async () => {
    const customer = readCredentials(app.dataDir)?.find((account) => account.role === 'customer')
    if (!customer) throw new Error('no seeded customer')
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto(`${loopback()}/login`)
    expect(page.url()).toBe(`${canonical()}/login`)
    await submitLoginForm(page, customer)
    await page.waitForURL((url) => !url.pathname.startsWith('/login'))

    await page.goto(`${loopback()}/web-questionnaire/-1`)
    expect(new URL(page.url()).origin).toBe(canonical())
    await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'COMMENCER' }).click()
    await page.getByRole('heading', { level: 1, name: propertyType }).waitFor({ timeout: 15_000 })
    await page.getByRole('radio', { name: 'Un appartement' }).click()
    await page.getByRole('button', { name: 'Suivant' }).click()
    await page.getByRole('heading', { level: 1, name: floor }).waitFor({ timeout: 15_000 })
    expect(await page.getByText('Veuillez vous connecter').count()).toBe(0)
    await context.close()
  }, 120_000)
})
