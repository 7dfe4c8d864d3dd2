import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { gotoHydrated, launchBrowser, waitForHeading, waitForHydration } from './support/browser.ts'
import { attachPdf, baseUrl, customerWithProject, rest } from './support/api.ts'
import { submitLoginForm } from './support/login-form.ts'
import { openProject } from './support/project-page.ts'
import { expectQuestion } from './support/questionnaire.ts'
import { typographyMistakes } from '../../src/domain/french-typography/index.ts'

/**
 * Issue 22, "No English and none of the listed misspellings in any served page or script (a test scans the
 * build)": the site's built scripts (every text a component shows or reads aloud) and the pages it serves,
 * public and signed in, as Chromium renders them; and, on the same visit, "every customer screen at 360 px
 * without horizontal scroll" (the document no wider than the viewport).
 * Issue 36, "French typography, enforced": the customer's screens of the journey (public pages, each step of
 * the questionnaire and its alert, the account's pages, the project screen at every status with each of its
 * stages, the booking and deletion dialogs), their rendered text scanned by the unit-tested scanner of
 * src/domain/french-typography, each mistake reported with the screen and its address.
 */

/** The spec's texts that copy-corrections.md corrects: none may reach a screen. */
const MISSPELLINGS = [
  /Aucun resultat/,
  /Aucune donnée correspond/,
  /Choisir ce style!/,
  /OOops/i,
  /c'est produite/,
  /Opération réussi,/,
  /Règles minimum/,
  /mot de passe valid\./,
  /Voir toutes les rapports/,
  /Estimatif: Nous/,
  /\bAlert\b/,
  /traveaux/,
]

/** Words that are English and not French: one in a text shown to the customer is an untranslated string. */
const ENGLISH =
  /\b(the|your|you|please|loading|close|submit|cancel|search|something|wrong|found|previous|next|back|delete|save|toggle|required|invalid|failed|success|error|sign in|log in|select|choose|upload|download|continue|confirm|yes|show|hide|menu item|dismiss)\b/i

/**
 * Library defaults bundled with the site and never shown: TanStack Router's error and not-found components
 * (src/router.tsx sets defaultErrorComponent and defaultNotFoundComponent, and the root route its own), and
 * react-pdf's loading and error texts (src/components/documents/pdf-viewer.tsx passes French ones).
 */
const REPLACED_LIBRARY_DEFAULTS = new Set([
  'Something went wrong!',
  'Not Found',
  'Failed to load PDF file.',
  'Loading PDF…',
  'No PDF file specified.',
  'Failed to load the page.',
  'Loading page…',
  'No page specified.',
])

/** The texts a component shows or reads aloud, as the minifier writes them: `children:` and the visible attributes. */
const SHOWN_TEXT = /(?:children|"aria-label"|placeholder|title|alt|label|loading|error|noData|message|description):\s*(`[^`$]*`|"[^"\\]*")/g

function englishOrMisspelt(text: string): boolean {
  return MISSPELLINGS.some((pattern) => pattern.test(text)) || ENGLISH.test(text)
}

describe('the site speaks French only', () => {
  it('ships no English text nor a listed misspelling in its built scripts', () => {
    const assets = path.resolve('dist/client/assets')
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    const found: string[] = []
    for (const file of scripts) {
      for (const match of readFileSync(path.join(assets, file), 'utf8').matchAll(SHOWN_TEXT)) {
        const text = match[1]!.slice(1, -1)
        if (/[a-z]/i.test(text) && !REPLACED_LIBRARY_DEFAULTS.has(text) && englishOrMisspelt(text)) found.push(`${file}: ${match[0]}`)
      }
    }
    expect(found).toEqual([])
  })

  describe('in the pages it serves', () => {
    let browser: Browser
    let page: Page

    beforeAll(async () => {
      browser = await launchBrowser()
      page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 360, height: 780 } })).newPage()
    })
    afterAll(() => browser?.close())

    /** What Chromium shows of the page, and what it reads aloud or shows on hover; a page wider than 360 px says so. */
    async function shownTexts(url: string): Promise<string[]> {
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' })
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 360) overflowing.push(`${url}: ${width} px`)
      return page.evaluate(() => [
        document.title,
        document.body.innerText,
        ...[...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
          ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
        ),
      ])
    }

    let overflowing: string[] = []

    function offending(texts: string[]): string[] {
      return texts.flatMap((text) => text.split('\n')).filter((line) => line.trim() && englishOrMisspelt(line))
    }

    it('shows none on the public pages, each fitting 360 px', async () => {
      const pages = ['/home', '/web-questionnaire/-1', '/login', '/register', '/reset/pass', '/cgu', '/cgv', '/mentions-legales', '/confidentialite', '/page-contact', '/wrong/link', '/une-page-qui-n-existe-pas']
      const found: string[] = []
      overflowing = []
      for (const url of pages) found.push(...offending(await shownTexts(url)).map((line) => `${url}: ${line}`))
      expect(found).toEqual([])
      expect(overflowing).toEqual([])
    })

    it('shows none on a signed-in customer’s pages, each fitting 360 px', async () => {
      const { customer, projectId } = await customerWithProject({ status: 9, title: 'Projet en français', firstName: 'Lucie' })
      await page.goto(`${baseUrl}/login`)
      await submitLoginForm(page, customer)
      await page.waitForURL((url) => !url.pathname.startsWith('/login'))
      const pages = ['/dashboard', '/projets', '/fichiers', '/moncompte', `/project/${projectId}`, `/mesdocuments/${projectId}`, `/suivi-des-travaux/${projectId}`]
      const found: string[] = []
      overflowing = []
      for (const url of pages) found.push(...offending(await shownTexts(url)).map((line) => `${url}: ${line}`))
      expect(found).toEqual([])
      expect(overflowing).toEqual([])
    })
  })
})

describe('French typography on the customer’s screens (issue #36)', () => {
  let browser: Browser
  const found: string[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  /** A new French browser at 390 px, as a customer on a phone. */
  const newPage = async () => (await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })).newPage()

  /**
   * Scans what the screen shows and reads aloud (its title, the rendered text of the body: header, main,
   * footer and any open dialog; labels, placeholders, tooltips and alternative texts) and records each mistake
   * with the screen's name and address.
   */
  async function scan(page: Page, screen: string): Promise<void> {
    const texts = await page.evaluate(() => [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ])
    const address = new URL(page.url()).pathname
    for (const text of texts) for (const { rule, excerpt } of typographyMistakes(text)) found.push(`${screen} (${address}): ${rule}: ${excerpt}`)
  }

  /** The mistakes found since the last call, emptied: each test fails with its own screens' mistakes only. */
  const takeFound = () => found.splice(0, found.length)

  it('finds none on the public pages', async () => {
    const page = await newPage()
    for (const url of ['/home', '/login', '/register', '/reset/pass', '/cgu', '/cgv', '/mentions-legales', '/confidentialite', '/page-contact', '/wrong/link', '/une-page-qui-n-existe-pas']) {
      await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' })
      await scan(page, url)
    }
    expect(takeFound()).toEqual([])
  })

  it('finds none on any step of the questionnaire, its alert, its closing slide and the code step', async () => {
    const page = await newPage()
    const next = () => page.getByRole('button', { name: 'Suivant' }).click()
    const choose = (name: string) => page.getByRole('radio', { name, exact: true }).click()
    await gotoHydrated(page, `${baseUrl}/web-questionnaire/-1`)
    await waitForHydration(page)
    await scan(page, 'questionnaire, introduction')
    await page.getByRole('button', { name: 'COMMENCER' }).click()
    const step = async (key: Parameters<typeof expectQuestion>[1], answer: () => Promise<void>) => {
      await expectQuestion(page, key)
      await scan(page, `questionnaire, ${key}`)
      await answer()
    }
    await step('property-type', async () => { await choose('Un appartement'); await next() })
    await step('floor', async () => { await page.getByRole('textbox').fill('4'); await next() })
    await step('commune', async () => {
      await page.getByRole('combobox').click()
      await page.getByPlaceholder('Rechercher…').fill('Paris')
      await page.getByRole('option', { name: 'Paris (75)' }).click()
      await next()
    })
    await step('address', async () => {
      await page.getByRole('combobox').fill('8 boulevard du port')
      await page.getByRole('option', { name: '8 Boulevard du Port 80000 Amiens' }).click()
      await next()
    })
    await step('elevator', async () => { await choose('Oui, mais de petite taille'); await page.getByPlaceholder(/^Dimensions approximatives/).fill('80 × 100 cm'); await next() })
    await step('apartment-type', async () => { await choose('3 pièces'); await next() })
    await step('surface', async () => { await page.getByRole('textbox').fill('62'); await next() })
    await step('works-scope', async () => { await page.getByRole('radio', { name: /^Une restructuration/ }).click(); await next() })
    await step('structural-works', async () => { await page.getByRole('checkbox').first().check(); await next() })
    await step('wishes', async () => { await page.getByLabel('Gagner des rangements').check(); await next() })
    await step('rooms', async () => {
      await page.getByLabel('Séjour', { exact: true }).check()
      await page.getByLabel('Surface (m²) (Séjour)').fill('25')
      await page.getByLabel('Type de rénovation (Séjour)').selectOption({ index: 1 })
      await next()
    })
    await step('budget', async () => { await choose('Moins de 15 000 €'); await next() })
    await step('budget-phasing', async () => { await page.getByRole('radio').first().click(); await next() })
    await step('occupancy', async () => { await choose('Non'); await next() })
    await step('start-date', async () => { await page.getByRole('textbox').pressSequentially(`1503${new Date().getFullYear() + 1}`); await next() })
    await step('has-photos', async () => { await choose('Pas pour le moment'); await next() })
    await step('inspiration', () => page.getByRole('button', { name: 'Passer' }).click())
    await step('description', () => page.getByRole('button', { name: 'Passer' }).click())
    await step('email', async () => { await page.getByRole('textbox').fill(`typographie-${Math.random().toString(36).slice(2, 10)}@exemple.fr`); await next() })
    await step('identity', async () => {
      await page.getByLabel('Prénom').fill('Camille')
      await page.getByLabel('Nom', { exact: true }).fill('Typographie')
      await page.getByLabel('Téléphone').fill('06 12 34 56 78')
      await page.getByRole('checkbox').check()
      await next()
    })
    await step('consent', async () => {
      // The refusal's alert (« Veuillez cliquer sur « J’accepte » »), then the consent.
      await choose('Je refuse')
      const alert = page.getByRole('alertdialog')
      await alert.getByRole('heading', { name: 'Alerte' }).waitFor()
      await scan(page, 'questionnaire, consent refused')
      await alert.getByRole('button', { name: 'OK' }).click()
      await choose('J’accepte')
    })
    await waitForHeading(page, 'Merci pour vos réponses !')
    await scan(page, 'questionnaire, closing slide')
    await page.getByRole('button', { name: 'Terminer' }).click()
    await waitForHeading(page, 'Confirmez votre adresse email', { level: 1 })
    await scan(page, 'questionnaire, code step')
    expect(takeFound()).toEqual([])
  })

  it('finds none on a signed-in customer’s project screen at every status, in each of its stages, nor on their other pages and dialogs', async () => {
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]) {
      const { customer, projectId, staffToken } = await customerWithProject({ status, title: `Typographie ${status}`, firstName: 'Lucie' })
      // The documents staff attach by then: the estimate from 3, the fee presentation and the quote from 9.
      const attach = async (kind: string, title: string) => (await attachPdf({ projectId, kind, title, token: staffToken })).id
      const files = {
        ...(status >= 3 && status !== 13 ? { estimateFile: await attach('estimate', 'Estimatif') } : {}),
        ...(status >= 9 && status !== 13 ? { presentationFile: await attach('presentation', 'Présentation des honoraires'), quoteFile: await attach('quote', 'Devis') } : {}),
      }
      if (Object.keys(files).length > 0) await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: files })
      const page = await newPage()
      await page.goto(`${baseUrl}/login`)
      await submitLoginForm(page, customer)
      await page.waitForURL((url) => !url.pathname.startsWith('/login'))
      await openProject(page, baseUrl, projectId)
      await scan(page, `project at ${status}`)
      const stages = page.getByRole('list', { name: 'Étapes du projet' }).getByRole('button')
      for (let index = 0; index < (await stages.count()); index += 1) {
        await stages.nth(index).click()
        await scan(page, `project at ${status}, stage ${index + 1}`)
      }
      if (status === 3) {
        await openProject(page, baseUrl, projectId)
        await page.getByRole('button', { name: 'Je prends un rendez-vous' }).click()
        await page.getByRole('dialog', { name: 'Prendre un rendez-vous' }).locator('label[for^="slot-"]').first().waitFor()
        await scan(page, 'booking dialog')
      }
      if (status === 2) {
        await page.goto(`${baseUrl}/projets`)
        await waitForHydration(page)
        await page.getByRole('button', { name: `Supprimer Typographie ${status}` }).click()
        await page.getByRole('alertdialog').waitFor()
        await scan(page, 'deletion dialog')
      }
      if (status === 11) {
        for (const url of ['/dashboard', '/projets', '/fichiers', '/moncompte', `/mesdocuments/${projectId}`, `/suivi-des-travaux/${projectId}`]) {
          await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' })
          await scan(page, url)
        }
      }
      await page.context().close()
    }
    expect(takeFound()).toEqual([])
  }, 300_000)
})
