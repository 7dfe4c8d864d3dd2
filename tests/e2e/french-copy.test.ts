import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { baseUrl, customerWithProject } from './support/api.ts'
import { submitLoginForm } from './support/login-form.ts'

/**
 * Issue 22, "No English and none of the listed misspellings in any served page or script (a test scans the
 * build)": the site's built scripts (every text a component shows or reads aloud) and the pages it serves,
 * public and signed in, as Chromium renders them; and, on the same visit, "every customer screen at 360 px
 * without horizontal scroll" (the document no wider than the viewport).
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
