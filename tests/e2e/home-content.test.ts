import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin, fieldId } from './support/admin.ts'
import { baseUrl, demoAccount, login, rest } from './support/api.ts'
import { HOME_CONTENT_DEFAULTS, HOME_PREVIEW_FLAG } from '../../src/domain/home-content/index.ts'
import { LEGAL_TEXTS } from '../../src/domain/legal/legal-texts.ts'

/** Issue #23: marketing edits the home page's content in the admin, with a live preview of /home. */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const SCREENSHOTS = process.env.HOME_CONTENT_SCREENSHOTS

async function marketingPage(width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width, height: 900 } })).newPage()
  await adminLogin(page, baseUrl, demoAccount('marketing'))
  return page
}

async function visitorsHomeTitle(): Promise<string | null> {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
  await page.goto(`${baseUrl}/home`)
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  await page.context().close()
  return title
}

/** Which scripts a page fetched whose name says they are the live preview's chunk. */
function livePreviewChunks(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('home-live-preview')) fetched.push(request.url())
  })
  return fetched
}

describe('the home page’s content, edited by marketing', () => {
  it('shows the hero title typed by marketing in the live preview before it is saved, and to visitors once saved', async () => {
    const page = await marketingPage(SCREENSHOTS ? 1920 : 1280)
    const title = `Votre appartement, réinventé ${Math.random().toString(36).slice(2, 7)}`
    try {
      await page.goto(`${baseUrl}/admin/globals/home-content`)
      await page.locator(fieldId('hero.title')).waitFor()
      await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
      const preview = page.frameLocator('#live-preview-iframe')
      await preview.getByRole('heading', { level: 1, name: HOME_CONTENT_DEFAULTS.hero.title }).waitFor()

      await page.locator(fieldId('hero.title')).fill(title)
      await preview.getByRole('heading', { level: 1, name: title }).waitFor()
      // Not saved yet: visitors still read the saved title.
      expect(await visitorsHomeTitle()).toBe(HOME_CONTENT_DEFAULTS.hero.title)
      if (SCREENSHOTS) {
        await page.locator('.live-preview-toolbar .popup-button').first().click()
        await page.getByRole('button', { name: 'Ordinateur (1280 px)' }).click()
        await page.waitForTimeout(1500)
        await page.screenshot({ path: `${SCREENSHOTS}/admin-home-content-preview-1280.png` })
      }

      await page.getByRole('button', { name: 'Sauvegarder' }).click()
      await page.getByText(/avec succès/).first().waitFor()
      // /home reads the content at most every 5 s (src/server/home/home-content.server.ts).
      await expect.poll(visitorsHomeTitle, { timeout: 15_000, interval: 1_000 }).toBe(title)
    } finally {
      await page.goto(`${baseUrl}/admin/globals/home-content`)
      await page.locator(fieldId('hero.title')).fill(HOME_CONTENT_DEFAULTS.hero.title)
      await page.getByRole('button', { name: 'Sauvegarder' }).click()
      await page.getByText(/avec succès/).first().waitFor()
      await page.context().close()
    }
  })

  it('shows the footer’s legal notice saved by marketing on every public page, not only /home', async () => {
    const account = demoAccount('marketing')
    const token = await login(account.email, account.password)
    const notice = `Maisonnée SAS au capital de 10 000 € ${Math.random().toString(36).slice(2, 7)}`
    const footerOf = async (path: string) => {
      const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })).newPage()
      await page.goto(`${baseUrl}${path}`)
      const text = await page.getByRole('contentinfo').textContent()
      await page.context().close()
      return text ?? ''
    }
    try {
      await rest('/api/globals/home-content', { method: 'POST', token, body: { legalNotice: notice } })
      // /home's content, the notice with it, is read at most every 5 s (src/server/home/home-content.server.ts).
      for (const path of ['/home', '/page-contact', LEGAL_TEXTS.cgu.path, '/login', '/une-page-qui-n-existe-pas']) {
        await expect.poll(() => footerOf(path), { timeout: 15_000, interval: 1_000 }).toContain(notice)
      }
    } finally {
      await rest('/api/globals/home-content', { method: 'POST', token, body: { legalNotice: HOME_CONTENT_DEFAULTS.legalNotice } })
    }
  })

  it('loads the live preview’s code for marketing only, never for a visitor who asks for it', async () => {
    const visitor = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    const visitorChunks = livePreviewChunks(visitor)
    await visitor.goto(`${baseUrl}/home?${HOME_PREVIEW_FLAG}=1`)
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await visitor.goto(`${baseUrl}/home`)
    await visitor.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(visitorChunks).toEqual([])
    await visitor.context().close()

    const marketing = await marketingPage()
    const marketingChunks = livePreviewChunks(marketing)
    await marketing.goto(`${baseUrl}/home?${HOME_PREVIEW_FLAG}=1`)
    await expect.poll(() => marketingChunks.length, { timeout: 15_000 }).toBeGreaterThan(0)
    await marketing.context().close()
  })
})
