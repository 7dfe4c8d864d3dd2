import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydratedElement } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'
import { QUESTIONNAIRE, type QuestionKey } from '../../seed/content/questionnaire.ts'
import { RULES_LIST_COPY } from '../../src/domain/questionnaire/rules-list-copy.ts'
import { FLOW_ARIA_LABELS } from '../../src/admin/questionnaire-graph/copy.ts'

/**
 * Issue #23, « the logic, seen whole », walked as the demo marketer: the rules of the demo questionnaire
 * read as sentences on one page and filtered; the graph laid out so that nothing overlaps at fit view, in
 * French; a rule opened from the graph on its row of the question's form. Screenshots at 390 and 1280 px go to
 * SCREENSHOTS_DIR (else the system's temporary folder), to be looked at.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir()
const title = (key: QuestionKey) => QUESTIONNAIRE.questions.find((question) => question.key === key)?.title ?? ''
const HOUSE_TO_COMMUNE = `Si « ${title('property-type')} » est « Une maison de ville » alors aller à « ${title('commune')} »`

/** The app is shared with other files and the machine with other work: generous waits. */
const POLL = { timeout: 20_000 }
const SLOW = { timeout: 240_000 }

// NOTE: an app server of its own: other files change the shared demo questionnaire (drafts, deleted
// questions), and this one checks the demo questionnaire's rules and drawing as seeded.
let app: AppServer
let browser: Browser
let marketing: DemoAccount
let token: string
let quizId: string
let propertyTypeId: string

async function rest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, { ...init, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', ...init.headers } })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startAppServer(), launchBrowser()])
  const found = readCredentials(app.dataDir)?.find((account) => account.role === 'marketing')
  if (!found) throw new Error('no seeded marketing account')
  marketing = found
  const response = await fetch(`${app.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: marketing.email, password: marketing.password }),
  })
  token = ((await response.json()) as { token: string }).token
  const quizzes = await rest<{ docs: { id: number | string }[] }>(`/api/quizzes?where[title][equals]=${encodeURIComponent(QUESTIONNAIRE.title)}&depth=0&draft=true`)
  quizId = String(quizzes.docs[0]?.id)
  const questions = await rest<{ docs: { id: number | string }[] }>(
    `/api/questions?where[quiz][equals]=${quizId}&where[title][equals]=${encodeURIComponent(title('property-type'))}&depth=0&draft=true`,
  )
  propertyTypeId = String(questions.docs[0]?.id)
  mkdirSync(SCREENSHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function signedIn(width: number): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width, height: 900 } })).newPage()
  await adminLogin(page, app.baseUrl, marketing)
  return page
}

/** Every pair of the boxes that overlap (touching does not count), named by their text. */
async function overlappingBoxes(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const boxes = elements.map((element) => ({ name: (element.textContent ?? '').slice(0, 40), box: element.getBoundingClientRect() }))
    return boxes.flatMap((a, i) =>
      boxes.slice(i + 1).flatMap((b) =>
        a.box.left < b.box.right - 0.5 && b.box.left < a.box.right - 0.5 && a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5 ? [`${a.name} × ${b.name}`] : [],
      ),
    )
  })
}

describe('the questionnaire’s logic, seen whole', () => {
  it('lists every rule as a sentence, from the questionnaire’s page, filtered by text and by question', SLOW, async () => {
    for (const width of [1280, 390]) {
      const page = await signedIn(width)
      await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}`)
      // The link is followed rather than clicked: on a fresh server the first admin page may still be hydrating.
      const href = (await page.getByRole('link', { name: RULES_LIST_COPY.link }).getAttribute('href')) ?? ''
      const url = new URL(href, app.baseUrl)
      expect([url.pathname, url.searchParams.get('questionnaire')]).toEqual(['/admin/regles-questionnaire', quizId])
      await page.goto(url.toString())
      await page.getByRole('heading', { level: 1, name: `${RULES_LIST_COPY.pageTitle} · ${QUESTIONNAIRE.title}` }).waitFor()
      const rules = page.locator('.questionnaire-rules__question li')
      const total = await rules.count()
      expect(total).toBeGreaterThan(10)
      await page.getByRole('link', { name: HOUSE_TO_COMMUNE, exact: true }).waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}/rules-list-${width}.png`, fullPage: true })
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)

      const search = page.getByRole('searchbox', { name: RULES_LIST_COPY.textFilter })
      await waitForHydratedElement(search)
      await search.fill('etage')
      await expect.poll(() => rules.count(), POLL).toBeLessThan(total)
      const found = await rules.allTextContents()
      expect(found.length).toBeGreaterThan(0)
      for (const sentence of found) expect(sentence.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()).toContain('etage')
      await search.fill('')
      await page.getByRole('combobox', { name: RULES_LIST_COPY.questionFilter }).selectOption({ label: `1. ${title('property-type')}` })
      await expect.poll(() => rules.count(), POLL).toBeLessThan(total)
      for (const sentence of await rules.allTextContents()) expect(sentence).toContain(title('property-type'))
      await page.getByRole('status').filter({ hasText: `sur ${total} règles` }).waitFor()
      await page.context().close()
    }
  })

  it('draws the graph at fit view without overlap, in French, at 1280 and 390 px', SLOW, async () => {
    for (const width of [1280, 390]) {
      const page = await signedIn(width)
      await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}/graphe`)
      const figure = page.getByRole('figure', { name: 'Graphe du questionnaire' })
      await figure.locator('.react-flow__node-question').first().waitFor({ timeout: 20_000 })
      await figure.locator('.react-flow__viewport').waitFor()
      expect(await figure.locator('.react-flow__node-question').count()).toBe(QUESTIONNAIRE.questions.length + 1)
      // fit view: every question inside the canvas.
      await expect
        .poll(async () => {
          const canvas = await figure.boundingBox()
          const boxes = await figure.locator('.react-flow__node-question').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))
          return canvas !== null && boxes.every((box) => box.left >= canvas.x - 1 && box.right <= canvas.x + canvas.width + 1 && box.top >= canvas.y - 1 && box.bottom <= canvas.y + canvas.height + 1)
        }, POLL)
        .toBe(true)
      expect(await overlappingBoxes(page, '.react-flow__node-question, .questionnaire-graph__label')).toEqual([])
      // Every title is shown whole: nothing overflows its box.
      expect(await figure.locator('.questionnaire-graph__node').evaluateAll((nodes) => nodes.filter((node) => node.scrollHeight > node.clientHeight + 1 || node.scrollWidth > node.clientWidth + 1).map((node) => node.textContent))).toEqual([])
      for (const name of [FLOW_ARIA_LABELS['controls.zoomIn.ariaLabel'], FLOW_ARIA_LABELS['controls.zoomOut.ariaLabel'], FLOW_ARIA_LABELS['controls.fitView.ariaLabel']]) {
        await figure.getByRole('button', { name, exact: true }).waitFor()
      }
      expect(await page.getByRole('button', { name: /Zoom In|Zoom Out|Fit View/ }).count()).toBe(0)
      if (width === 1280) {
        // Full size where the screen is wide enough: the titles are read at their own size.
        const zoom = await figure.locator('.react-flow__viewport').evaluate((viewport) => new DOMMatrix(getComputedStyle(viewport).transform).a)
        expect(zoom).toBeGreaterThan(0.95)
      }
      await page.screenshot({ path: `${SCREENSHOTS}/graph-${width}.png`, fullPage: true })
      await page.context().close()
    }
  })

  it('opens a rule from the graph on its row, titled with its sentence, marked and focused', SLOW, async () => {
    const page = await signedIn(1280)
    await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}/graphe`)
    const figure = page.getByRole('figure', { name: 'Graphe du questionnaire' })
    const edgeLabel = figure.getByRole('link', { name: 'Si « Une maison de ville »', exact: true })
    await waitForHydratedElement(edgeLabel)
    await edgeLabel.click()
    await page.waitForURL((url) => url.pathname === `/admin/collections/questions/${propertyTypeId}` && url.searchParams.get('regle') === 'choices.2.rules.0')
    // The row of that rule is marked, titled with its sentence and holds the focus.
    const row = page.locator('#choices-2-rules-row-0')
    await expect.poll(() => row.getAttribute('class'), POLL).toContain('condition-builder__row--opened')
    await expect.poll(() => row.locator('.array-field__row-header').first().textContent(), POLL).toBe(`Règle 1 : ${HOUSE_TO_COMMUNE}`)
    await expect.poll(() => row.evaluate((element) => element.contains(document.activeElement)), POLL).toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/rule-opened-1280.png` })

    await page.context().close()
  })
})
