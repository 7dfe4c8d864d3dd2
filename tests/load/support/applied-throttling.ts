import type { Browser, BrowserContext, Page } from 'playwright-core'
import { HYDRATED_MARK } from '../../../src/lib/hydration.ts'

/**
 * The throttling applied to a real Chromium through the DevTools protocol (not Lighthouse's simulation):
 * 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×, at 390 × 844, a cold cache each run.
 */
export const APPLIED = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4, width: 390, height: 844 }

/** Within this time after the tap, the page must have answered it. */
export const ANSWERED_WITHIN_MS = 3000
/** The tap comes this long after its target is painted: a visitor who knows where to tap. */
export const TAP_AFTER_PAINT_MS = 300

export type AppliedRun = { fcpMs: number; lcpMs: number; cls: number; hydratedMs: number; tapAnswered: boolean; tapAnsweredMs: number | null }
export type AppliedPage = {
  name: string
  path: string
  runs: AppliedRun[]
  /** Median first contentful paint, largest contentful paint, time to hydrated, and the window between them when a tap needs the app. */
  fcpMs: number
  lcpMs: number
  /** The largest layout shift score of the runs (every shift of a load added up, up to its load event). */
  cls: number
  hydratedMs: number
  deadWindowMs: number
  /** Whether the page had the tap test, and in how many of its runs the tap was answered. */
  tapped: boolean
  tapsAnswered: number
}
export type AppliedTarget = {
  name: string
  path: string
  cookie?: string
  /** What the visitor taps (a role and name, in the page's main), and what shows once the tap is answered. */
  tap?: { role: 'button' | 'link'; name: string }
  answered?: (page: Page, timeout: number) => Promise<unknown>
}

async function throttledPage(browser: Browser, baseUrl: string, cookie: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR', viewport: { width: APPLIED.width, height: APPLIED.height }, isMobile: true, hasTouch: true })
  if (cookie) {
    const url = new URL(baseUrl)
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), domain: url.hostname, path: '/' })))
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: APPLIED.latencyMs, downloadThroughput: (APPLIED.downKbps * 1000) / 8, uploadThroughput: (APPLIED.upKbps * 1000) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: APPLIED.cpuSlowdown })
  return { context, page }
}

/**
 * First and largest contentful paint, the layout shifts (added up) and the app's hydrated mark, in ms from
 * navigation start: waits for the mark and the load event, then reads the browser's own entries.
 */
async function paintAndHydration(page: Page): Promise<{ fcpMs: number; lcpMs: number; cls: number; hydratedMs: number }> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, { timeout: 60_000, polling: 100 })
  await page.waitForLoadState('load', { timeout: 60_000 })
  return page.evaluate(
    (mark) =>
      new Promise<{ fcpMs: number; lcpMs: number; cls: number; hydratedMs: number }>((resolve) => {
        let lcpMs = Number.NaN
        let cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcpMs = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) cls += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        // Buffered entries reach the observers in a task of their own.
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]
          resolve({ fcpMs: fcp?.startTime ?? Number.NaN, lcpMs, cls, hydratedMs: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN })
        }, 200)
      }),
    HYDRATED_MARK,
  )
}

async function oneRun(browser: Browser, baseUrl: string, target: AppliedTarget): Promise<AppliedRun> {
  const { context, page } = await throttledPage(browser, baseUrl, target.cookie)
  try {
    await page.goto(target.path, { waitUntil: 'commit' })
    let tapAnsweredMs: number | null = null
    if (target.tap && target.answered) {
      const tapTarget = page.locator('main').getByRole(target.tap.role, { name: target.tap.name, exact: true })
      await tapTarget.waitFor({ state: 'visible', timeout: 60_000 })
      await page.waitForTimeout(TAP_AFTER_PAINT_MS)
      const tappedAt = Date.now()
      await tapTarget.tap({ noWaitAfter: true })
      const answered = await target
        .answered(page, ANSWERED_WITHIN_MS)
        .then(() => true)
        .catch(() => false)
      if (answered) tapAnsweredMs = Date.now() - tappedAt
      // The figures below are those of the page tapped on, unless the tap (a link) left it.
      if (target.tap.role === 'link') return { fcpMs: Number.NaN, lcpMs: Number.NaN, cls: Number.NaN, hydratedMs: Number.NaN, tapAnswered: answered, tapAnsweredMs }
    }
    const measured = await paintAndHydration(page)
    return { ...measured, tapAnswered: tapAnsweredMs !== null, tapAnsweredMs }
  } finally {
    await context.close()
  }
}

const median = (values: number[]): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b)
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] as number)
}

/**
 * `runs` cold loads of the page under the applied throttling: paint and hydration from the runs without a
 * tap, then `runs` more with the tap test (tap the primary action 300 ms after it is painted; answered when
 * what it opens shows within 3 s).
 */
export async function measureApplied(browser: Browser, baseUrl: string, target: AppliedTarget, runs: number): Promise<AppliedPage> {
  const loads: AppliedRun[] = []
  for (let run = 0; run < runs; run += 1) loads.push(await oneRun(browser, baseUrl, { ...target, tap: undefined, answered: undefined }))
  const taps: AppliedRun[] = []
  if (target.tap) for (let run = 0; run < runs; run += 1) taps.push(await oneRun(browser, baseUrl, target))
  const fcpMs = median(loads.map((run) => run.fcpMs))
  const hydratedMs = median(loads.map((run) => run.hydratedMs))
  const lcpMs = median(loads.map((run) => run.lcpMs))
  const cls = Math.max(...loads.map((run) => run.cls))
  return { name: target.name, path: target.path, runs: [...loads, ...taps], fcpMs, lcpMs, cls, hydratedMs, deadWindowMs: hydratedMs - fcpMs, tapped: taps.length > 0, tapsAnswered: taps.filter((run) => run.tapAnswered).length }
}

/** One page's INP, with the interaction it comes from (its event type and the element's role or tag and name). */
export type InpRun = { inpMs: number; slowest: string }

/**
 * INP on the questionnaire under the applied throttling: the longest interaction (input delay, handlers
 * and the next paint, from Chromium's event timing entries, as the web-vitals library reads them) while
 * answering its first three questions once the page has hydrated.
 */
export async function questionnaireInp(browser: Browser, baseUrl: string, answer: (page: Page) => Promise<void>): Promise<InpRun> {
  const { context, page } = await throttledPage(browser, baseUrl, undefined)
  try {
    await page.addInitScript(() => {
      const interactions = new Map<number, { duration: number; what: string }>()
      Object.assign(window, { __interactions: interactions })
      const describe = (entry: PerformanceEntry & { target?: Element | null }) => {
        const target = entry.target
        const name = target ? (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30) : ''
        return `${entry.name} on ${target ? `${target.getAttribute('role') ?? target.tagName.toLowerCase()}${name ? ` « ${name} »` : ''}` : 'a removed element'}`
      }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number; target?: Element | null })[]) {
          if (!entry.interactionId) continue
          const known = interactions.get(entry.interactionId)
          if (!known || entry.duration > known.duration) interactions.set(entry.interactionId, { duration: entry.duration, what: describe(entry) })
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
    })
    await page.goto('/web-questionnaire/-1')
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK, { timeout: 60_000 })
    await answer(page)
    await page.waitForTimeout(500)
    return page.evaluate(() => {
      const all = [...(window as unknown as { __interactions: Map<number, { duration: number; what: string }> }).__interactions.values()]
      const slowest = all.reduce<{ duration: number; what: string } | null>((worst, entry) => (worst && worst.duration >= entry.duration ? worst : entry), null)
      return { inpMs: slowest?.duration ?? 0, slowest: slowest?.what ?? 'no interaction over 16 ms' }
    })
  } finally {
    await context.close()
  }
}
