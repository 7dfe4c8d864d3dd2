import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { gotoHydrated, launchBrowser, waitForHydratedElement } from './support/browser.ts'
import { answerWithPhoneOnly } from './support/questionnaire.ts'
import { VISITOR_PASSWORD } from '../support/questionnaire-walk.ts'

// Issue #24, the passwords that came back empty (src/lib/early-taps.ts): the page is marked hydrated once
// React has committed its root, but the closing slide's password fields come in a chunk of their own and stay
// server-rendered markup until it arrives. Typed there and sent with « Terminer » (already React's), they
// reached the server empty. The chunk is held on its way here, so that gap is there on every run.

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const newPhone = () => `06 ${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0').replace(/(\d\d)/g, '$1 ').trim()}`

/** The password field and its confirmation (fields/text-fields.tsx), as the minifier writes them. */
const PASSWORD_FIELDS = /-confirmation.{0,40}new-password/

/**
 * Holds the chunk with the password fields on its way to `page` until the returned function releases it.
 * NOTE: found by its content: the code the routes share comes in chunks named `shared-<hash>.js` (vite.config.ts).
 */
async function holdPasswordFields(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (PASSWORD_FIELDS.test(body)) await held
    await route.fulfill({ response, body })
  })
  return () => release()
}

const isReacts = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')))

describe('what a visitor types in a part of the page React has not taken over yet', () => {
  it('is sent with the tap that follows it, once React has taken the part over: the passwords reach the server', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/web-questionnaire/-1`)
    const projectId = await answerWithPhoneOnly(page, { baseUrl, phone: newPhone() })
    const release = await holdPasswordFields(page)
    try {
      await gotoHydrated(page, `${baseUrl}/web-questionnaire/${projectId}`)
      const finish = page.getByRole('button', { name: 'Terminer' })
      await waitForHydratedElement(finish)
      // The gap: the page is marked, « Terminer » is React's, the password fields are not.
      expect(await isReacts(page, 'input[type="password"]')).toBe(false)
      await page.getByLabel('Mot de passe', { exact: true }).fill(VISITOR_PASSWORD)
      await page.getByLabel('Confirmation du mot de passe').fill(VISITOR_PASSWORD)
      await finish.click()
      release()
      await page
        .getByRole('heading', { level: 1, name: 'Confirmez votre numéro de téléphone' })
        .waitFor({ timeout: 30_000 })
        .catch(async (error: unknown) => {
          throw new Error(`no SMS code step; the page says: ${(await page.getByRole('main').innerText()).slice(0, 800)}`, { cause: error })
        })
    } finally {
      release()
      await context.close()
    }
  })
})
