import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  // NOTE: a page of its own context, as axe-core's Playwright builder requires.
  page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
})
afterAll(() => browser?.close())

describe('smoke: the three doors of the product', () => {
  it('shows the home page in French with the way into the questionnaire', async () => {
    const response = await page.goto(`${baseUrl}/home`)
    expect(response?.status()).toBe(200)
    expect(await page.getAttribute('html', 'lang')).toBe('fr')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Votre appartement')
    const start = page.getByRole('main').getByRole('link', { name: 'Commencer mon projet' })
    expect(await start.getAttribute('href')).toBe('/web-questionnaire/-1')
    await expectNoSeriousAxeViolations(page)
  })

  it('shows catalogue styles on the home page, with responsive images actually served', async () => {
    await page.goto(`${baseUrl}/home`)
    const showcase = page.getByRole('region', { name: 'Trouvez votre style' })
    const images = showcase.getByRole('img')
    expect(await images.count()).toBeGreaterThanOrEqual(3)
    const src = await images.first().getAttribute('src')
    expect(src).toMatch(/^\/uploads\/photos\/img\//)
    const response = await fetch(`${baseUrl}${src}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    // Each card is a way into the project: the questionnaire, where the style is chosen later.
    const card = showcase.getByRole('link').first()
    expect(await card.getAttribute('href')).toBe('/web-questionnaire/-1')
    expect(await card.textContent()).toContain('je commence mon projet')
  })

  it('sends / to /home for a visitor', async () => {
    await page.goto(`${baseUrl}/`)
    expect(new URL(page.url()).pathname).toBe('/home')
  })

  it('shows the back-office login screen on /admin, in French', async () => {
    await page.goto(`${baseUrl}/admin`)
    await page.waitForURL(/\/admin\/login/)
    await page.getByLabel('Adresse email ou téléphone').waitFor()
    await page.getByLabel('Mot de passe').waitFor()
    await page.getByRole('button', { name: 'Se connecter' }).waitFor()
    // Next streams the metadata: the title may land just after the form.
    await expect.poll(() => page.title()).toContain('Maisonnée')
  })

  it('answers an unknown path with the French 404 page and a 404 status', async () => {
    const response = await page.goto(`${baseUrl}/une/page/qui/n-existe/pas`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Cette page n’existe pas' }).waitFor()
    expect(await page.getByRole('link', { name: 'Retour à l’accueil' }).getAttribute('href')).toBe('/home')
    await expectNoSeriousAxeViolations(page)
  })
})
