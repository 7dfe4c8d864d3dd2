import { existsSync } from 'node:fs'
import { expect } from 'vitest'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium driven by Playwright (Playwright's own browser download cannot work here).
 * The background-networking flags keep Chromium from calling out of this closed machine.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install chromium' (or set CHROMIUM_PATH).`)
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}

/**
 * Waits until React has hydrated the element `selector` finds (default: the main's first button), on the
 * site or in the admin: its handlers are attached, so a click no longer falls on server-rendered markup.
 */
export async function waitForHydration(page: Page, selector = 'main button'): Promise<void> {
  await page.waitForFunction((found) => Object.keys(document.querySelector(found) ?? {}).some((key) => key.startsWith('__reactProps')), selector)
}

/**
 * Waits until React has hydrated the element `locator` finds. A part of the page loaded on demand (the
 * questionnaire in the project screen) hydrates after the rest: a click on its server-rendered markup
 * before then waits for React to replay it, which a refresh under way can hold back.
 */
export async function waitForHydratedElement(locator: Locator): Promise<void> {
  await locator.waitFor()
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout: 30_000 }).toBe(true)
}

/**
 * Opens a page of the site and waits until the app has hydrated the page it lands on (after any server
 * redirect): the root layout marks <html> once React has taken the page over.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Waits for a heading. When it does not come, the error's first line says what the page shows instead (its
 * address, headings, alerts and first buttons): the suite's summary of failures prints only that line.
 */
export async function waitForHeading(page: Page, name: string, { level, timeout }: { level?: number; timeout?: number } = {}): Promise<void> {
  try {
    await page.getByRole('heading', { level, name }).waitFor({ timeout })
  } catch (error) {
    throw new Error(`heading « ${name} » not shown; the page shows ${await whatPageShows(page)}`, { cause: error })
  }
}

/** The page's address, first-level headings, alerts and first buttons' texts, as one line. */
async function whatPageShows(page: Page): Promise<string> {
  const texts = (selector: string) =>
    page.locator(selector).evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()).filter(Boolean))
  const [headings, alerts, buttons] = await Promise.all([texts('h1'), texts('[role="alert"]'), texts('button')])
  return JSON.stringify({ url: page.url(), h1: headings, alerts, buttons: buttons.slice(0, 8) })
}
