import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { demoAccount } from './support/api.ts'
import { gotoHydrated, launchBrowser } from './support/browser.ts'

// What a first visit fetches and how soon the page answers (issue #24): the app's scripts as soon as the HTML
// arrives (a module script and its chunks preloaded, in parallel with the paint), the styles inside the
// HTML, a tap made before the app has taken the page over kept and answered; the cut-down fonts; the home's
// catalogue cards, drawn only near the screen (content-visibility), still show their pictures when scrolled to.

const baseUrl = inject('baseUrl')
const FIRST_QUESTION = 'Quel logement souhaitez-vous rénover ?'
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  // A phone's screen: the home's catalogue starts below it.
  page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })).newPage()
})
afterAll(() => browser?.close())

type Timings = { loadEventStart: number; firstPaint: number; resources: { name: string; startTime: number }[] }

/** When the page fired its load event and first painted, and every resource it fetched (paths, ms). */
function timingsOf(target: Page): Promise<Timings> {
  return target.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const paint = performance.getEntriesByName('first-contentful-paint')[0]
    return {
      loadEventStart: navigation.loadEventStart,
      firstPaint: paint?.startTime ?? Number.NaN,
      resources: performance.getEntriesByType('resource').map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }
  })
}

const scriptsOf = (timings: Timings) => timings.resources.filter((resource) => resource.name.endsWith('.js'))

/** Holds the app's entry script on its way to `target` until the returned function releases it. */
async function holdEntry(target: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await target.route('**/assets/index-*.js', async (route) => {
    await held
    await route.continue()
  })
  return () => release()
}

describe('first load', () => {
  it('asks for the scripts in the HTML itself, fetched at once with the page, the styles inside it', async () => {
    const html = await (await fetch(`${baseUrl}/web-questionnaire/-1`)).text()
    const entry = /<script type="module" async="" src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
    expect(entry).toBeDefined()
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1])
    expect(preloaded.length).toBeGreaterThan(1)
    // Measured under the applied throttling, the inline styles paint 0.35 s sooner than a stylesheet would.
    expect(html).toMatch(/<style nonce="[^"]+" data-tsr-inline-css="">/)
    expect(html).not.toMatch(/<link rel="stylesheet"/)

    await gotoHydrated(page, `${baseUrl}/web-questionnaire/-1`)
    const timings = await timingsOf(page)
    const scripts = scriptsOf(timings)
    expect(scripts.map((script) => script.name)).toEqual(expect.arrayContaining([entry, ...preloaded]))
    // Asked for while the page was still loading, not after it.
    for (const script of scripts.filter((fetched) => preloaded.includes(fetched.name))) expect(script.startTime, script.name).toBeLessThan(timings.loadEventStart)
  })

  it('keeps a tap made before the app has taken the page over, and answers it once it has', async () => {
    // The app's entry is held on its way: the page shows, server-rendered, and the visitor taps.
    const release = await holdEntry(page)
    try {
      await page.goto(`${baseUrl}/web-questionnaire/-1`, { waitUntil: 'commit' })
      const start = page.getByRole('button', { name: 'COMMENCER' })
      await start.click()
      await start.click()
      expect(await page.locator('html[data-hydrated]').count()).toBe(0)
      expect(await page.getByRole('heading', { level: 1, name: FIRST_QUESTION }).count()).toBe(0)
      expect(page.url()).toBe(`${baseUrl}/web-questionnaire/-1`)
      release()
      // The two taps were one (kept once): the first question, not a second slide.
      await page.getByRole('heading', { level: 1, name: FIRST_QUESTION }).waitFor()
      expect(await page.getByRole('radio', { name: 'Un appartement' }).isChecked()).toBe(false)
    } finally {
      release()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })

  it('keeps a login typed and sent before the app has taken the form over, and signs in once it has', async () => {
    const customer = demoAccount('customer')
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const loginPage = await context.newPage()
    const release = await holdEntry(loginPage)
    try {
      await loginPage.goto(`${baseUrl}/login`, { waitUntil: 'commit' })
      await loginPage.getByLabel('Adresse email').fill(customer.email)
      await loginPage.getByLabel('Mot de passe', { exact: true }).fill(customer.password)
      await loginPage.getByLabel('Mot de passe', { exact: true }).press('Enter')
      // Held, not sent natively: the password never reaches the address.
      expect(loginPage.url()).toBe(`${baseUrl}/login`)
      release()
      await loginPage.waitForURL(`${baseUrl}/projets`)
      expect(loginPage.url()).not.toContain('password')
    } finally {
      release()
      await context.close()
    }
  })

  it('draws the home with the cut-down latin fonts, not the full variable files', async () => {
    await gotoHydrated(page, `${baseUrl}/home`)
    await page.evaluate(() => document.fonts.ready)
    const fonts = (await timingsOf(page)).resources.map((resource) => resource.name).filter((name) => name.endsWith('.woff2'))
    expect(fonts.some((name) => name.includes('/inter-latin-wght-400-700'))).toBe(true)
    expect(fonts.some((name) => name.includes('/fraunces-latin-400'))).toBe(true)
    expect(fonts.filter((name) => /\/(inter|fraunces)-latin-wght-normal/.test(name))).toEqual([])
  })

  it('shows every catalogue card’s picture as the visitor scrolls to it (the cards are drawn only near the screen)', async () => {
    await gotoHydrated(page, `${baseUrl}/home`)
    const cards = page.getByRole('region', { name: 'Trouvez votre style' }).getByRole('listitem')
    const count = await cards.count()
    expect(count).toBeGreaterThanOrEqual(5)
    expect(await cards.last().evaluate((card) => getComputedStyle(card).contentVisibility)).toBe('auto')
    for (let index = 0; index < count; index++) {
      const card = cards.nth(index)
      await card.scrollIntoViewIfNeeded()
      await expect.poll(() => card.getByRole('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      expect(await card.getByRole('heading').isVisible()).toBe(true)
    }
  })
})
