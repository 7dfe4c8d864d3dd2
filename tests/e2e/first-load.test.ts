import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { gotoHydrated, launchBrowser } from './support/browser.ts'

// What a first visit fetches before the page shows (issue #10's LCP budget): the app's scripts only once the
// page has painted and loaded, and the cut-down fonts; the home's catalogue cards, drawn only near the
// screen (content-visibility), still show their pictures when scrolled to.

const baseUrl = inject('baseUrl')
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

describe('first load', () => {
  it('sends no script preload in the HTML: the route chunks are listed for the loader, which fetches them with the entry', async () => {
    const html = await (await fetch(`${baseUrl}/web-questionnaire/-1`)).text()
    expect(html.match(/<link[^>]*modulepreload[^>]*>/g) ?? []).toEqual([])
    const list = /<script type="application\/json" data-deferred-preloads=""[^>]*>(.*?)<\/script>/.exec(html)?.[1]
    const chunks = JSON.parse(list ?? '[]') as string[]
    expect(chunks.length).toBeGreaterThan(0)

    await gotoHydrated(page, `${baseUrl}/web-questionnaire/-1`)
    const timings = await timingsOf(page)
    const fetched = scriptsOf(timings).map((script) => script.name)
    for (const chunk of chunks) expect(fetched).toContain(chunk)
  })

  it('fetches no script before the page has painted and loaded, even when its picture comes well after the first paint', async () => {
    // The intro picture held back 1.2 s: the page paints without it, and its load event waits for it.
    await page.route('**/uploads/photos/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    try {
      await gotoHydrated(page, `${baseUrl}/web-questionnaire/-1`)
    } finally {
      await page.unrouteAll()
    }
    const timings = await timingsOf(page)
    const picture = timings.resources.find((resource) => resource.name.startsWith('/uploads/photos/'))
    expect(picture).toBeDefined()
    expect(timings.loadEventStart).toBeGreaterThan(timings.firstPaint + 300)
    const scripts = scriptsOf(timings)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.loadEventStart)
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
