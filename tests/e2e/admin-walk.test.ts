import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page, Response } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { baseUrl, demoAccount } from './support/api.ts'
import { BACK_OFFICE_ROLES, type Role } from '../../collections/roles.ts'

/**
 * Issue #23, "A test walks every admin screen of each role and fails on an English word from a list of
 * Payload's and React's defaults, on a 500, or on a menu the role cannot use": each back-office role signs
 * in and opens its dashboard, every link of its navigation, and, for each collection it is shown, the list,
 * the first document's page and the form for a new one (where the list offers one; for an admin, under the lists
 * no other role is shown), and its own account.
 * Every screen's visible text and its spoken labels (aria-label, title, placeholder, alt) are read; every
 * answer the page received is looked at. All findings are gathered and reported together.
 */

/**
 * English texts Payload, react-select, React Flow, the rich-text editor and React put on a screen by
 * default: one on a French screen is an untranslated string. Whole words and phrases only, none of which
 * is also French.
 */
const ENGLISH_DEFAULTS =
  /(?<![\p{L}\p{N}])(Loading|Untitled|Dashboard|Search|Filters?|Columns|Per Page|Upload|Drag and drop|Submit|Cancel|Delete|Save|Close|Toggle|Zoom In|Zoom Out|Fit View|Successfully|unknown error|went wrong|Remove|Choose|Select|Clear|Edit|Add block|Add Row|Add new|Create New|No results|No options|Log ?out|Sign in|Forgot|Password|Back to|Show all|Collapse|Expand|Unauthorized|Not Found|is required|Required|Nothing found|Leave without saving|Are you sure|Confirm|Published|Draft|Duplicate|Preview|Current|Previous|Next|Showing|of \d+|Sort by|Ascending|Descending|Created|Updated|Modified|Account|Settings)(?![\p{L}\p{N}])/u

/** What a role sees that says it may not use a screen its navigation offered. */
const REFUSED = /Non autorisé|Vous n[’']êtes pas autorisé|Vous n[’']avez pas accès|Unauthorized|Forbidden/

type Finding = { role: Role; path: string; problem: string }

let browser: Browser
/** The lists the other roles' navigations offer: their walks open the screens under them (see the admin's walk below). */
const listsOfOtherRoles: string[] = []
beforeAll(async () => {
  browser = await launchBrowser()
  for (const role of BACK_OFFICE_ROLES.filter((other) => other !== 'admin')) {
    const context = await browser.newContext({ locale: 'fr-FR' })
    try {
      const page = await context.newPage()
      await adminLogin(page, baseUrl, demoAccount(role))
      listsOfOtherRoles.push(...(await navigationPaths(page)).filter(isListPath))
    } finally {
      await context.close()
    }
  }
})
afterAll(() => browser?.close())

/** The texts a screen shows or reads aloud: its visible text and the labels of its elements. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title]
    for (const element of document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)
        if (value) texts.push(value)
      }
    }
    return texts
  })
}

/** The English words of a text, from the list above. */
const englishWordsOf = (text: string): string[] => [...new Set([...text.matchAll(new RegExp(ENGLISH_DEFAULTS, 'gu'))].map((match) => match[0]))]

/**
 * Opens `path` and records what is wrong with it; on a collection's list, returns its first document's
 * page and its « Créer » form, where the list has them.
 */
async function visit(page: Page, role: Role, path: string, findings: Finding[]): Promise<string[]> {
  const failed: string[] = []
  const onResponse = (response: Response) => {
    if (response.status() >= 500 && response.url().startsWith(baseUrl)) failed.push(`${response.status()} ${response.request().method()} ${response.url().replace(baseUrl, '')}`)
  }
  page.on('response', onResponse)
  try {
    const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' })
    if (!response || response.status() >= 400) findings.push({ role, path, problem: `answered ${response?.status()}` })
    // The admin's screens are rendered on the server; what the browser adds after (a list's preferences, a
    // form's state) is given a moment to settle.
    await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => {})
    for (const request of failed) findings.push({ role, path, problem: `a request failed: ${request}` })
    const texts = await shownTexts(page)
    const english = [...new Set(texts.flatMap(englishWordsOf))]
    if (english.length > 0) {
      const lines = texts.flatMap((text) => text.split('\n')).filter((line) => englishWordsOf(line).length > 0)
      findings.push({ role, path, problem: `English: ${english.join(', ')} — in « ${[...new Set(lines)].slice(0, 6).join(' » « ')} »` })
    }
    if (texts.some((text) => REFUSED.test(text))) findings.push({ role, path, problem: 'the screen refuses the role' })
    return isListPath(path) ? await pagesUnderList(page, path) : []
  } finally {
    page.off('response', onResponse)
  }
}

/** Whether a path is a collection's list. */
const isListPath = (path: string): boolean => /^\/admin\/collections\/[^/?]+(\?|$)/.test(path)

/** The admin paths the navigation links to, in order. */
async function navigationPaths(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/admin`)
  const links = page.getByRole('navigation').getByRole('link')
  await links.first().waitFor({ state: 'attached' })
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  // The navigation's last link signs out: not a screen.
  return [...new Set(hrefs.filter((href) => href.startsWith('/admin') && href !== '/admin/logout'))]
}

/** The first document and the « Créer » form the list on the page links to. */
async function pagesUnderList(page: Page, listPath: string): Promise<string[]> {
  const collection = listPath.split('?')[0] as string
  const hrefs = await page.locator(`a[href^="${collection}/"]`).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  const create = hrefs.find((href) => href.split('?')[0] === `${collection}/create`)
  const firstDocument = hrefs.find((href) => href.split('?')[0] !== `${collection}/create`)
  return [firstDocument, create].filter((href): href is string => Boolean(href))
}

describe.concurrent('every back-office screen of each role speaks French and works', () => {
  for (const role of BACK_OFFICE_ROLES) {
    it(`walks ${role}'s screens`, async () => {
      const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      const findings: Finding[] = []
      try {
        await adminLogin(page, baseUrl, demoAccount(role))
        const navigation = await navigationPaths(page)
        expect(navigation.length).toBeGreaterThan(0)
        const under: string[] = []
        for (const path of ['/admin', '/admin/account', ...navigation]) under.push(...(await visit(page, role, path, findings)))
        // NOTE: an admin is shown every list, and the other roles' walks already open the documents and forms
        // under theirs (the same screens): the admin's walk opens those of its own lists only. It still opens
        // every list itself (what each role is offered there differs).
        const walkedByOthers = role === 'admin' ? listsOfOtherRoles.map((list) => `${list.split('?')[0]}/`) : []
        const owned = under.filter((path) => !walkedByOthers.some((list) => path.startsWith(list)))
        for (const path of new Set(owned)) await visit(page, role, path, findings)
      } finally {
        await context.close()
      }
      expect(findings.map(({ path, problem }) => `${path}: ${problem}`)).toEqual([])
    }, 600_000)
  }
})
