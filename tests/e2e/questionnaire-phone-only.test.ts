import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydratedElement } from './support/browser.ts'
import { submitLoginForm } from './support/login-form.ts'
import { answerWithPhoneOnly } from './support/questionnaire.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'
import { VISITOR_PASSWORD } from '../support/questionnaire-walk.ts'
import { DOC_ID_PATTERN as ID } from '../../src/domain/ids/doc-id-shape.ts'

/**
 * Issue 21, the phone-only visitor (spec section 6): no email, a phone; 'Terminer' sends a code by SMS (the
 * development outbox), the code creates the account and the visitor lands on their project signed in, then
 * comes back by logging in with the phone. Screenshots of the SMS code step go to SCREENSHOT_DIR when set.
 */

const baseUrl = inject('baseUrl')
const screenshots = process.env.SCREENSHOT_DIR
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
  if (screenshots) mkdirSync(screenshots, { recursive: true })
})
afterAll(() => browser?.close())

/** A new French mobile number, as typed (spaced) and in E.164. */
function newPhone(): { typed: string; e164: string } {
  const digits = String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')
  return { typed: `06 ${digits.replace(/(\d\d)/g, '$1 ').trim()}`, e164: `+336${digits}` }
}

/** The code of the newest SMS the app wrote to its outbox for `phone` (E.164), waiting for it. */
async function smsCode(phone: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox')
  for (let i = 0; i < 50; i++) {
    const files = readdirSync(outbox).filter((file) => file.endsWith('.sms.txt')).sort().reverse()
    for (const file of files) {
      const raw = readFileSync(path.join(outbox, file), 'utf8')
      const code = raw.startsWith(`To: ${phone}\n`) ? /\b(\d{6})\b/.exec(raw)?.[1] : undefined
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no SMS to ${phone}`)
}

describe('a visitor with a phone and no email', () => {
  it('finishes the questionnaire with the SMS code, lands on the project signed in, and logs in again with the phone', async () => {
    const phone = newPhone()
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/web-questionnaire/-1`)
    const projectId = await answerWithPhoneOnly(page, { baseUrl, phone: phone.typed })

    // The email question says it may be left empty for an SMS.
    const emailStep = QUESTIONNAIRE.questions.findIndex((question) => question.key === 'email')
    await page.goto(`${baseUrl}/web-questionnaire/${projectId}?step=${emailStep}`)
    await page.getByRole('heading', { level: 1, name: /Sans email, laissez ce champ vide/ }).waitFor()
    if (screenshots) await page.screenshot({ path: path.join(screenshots, 'email-question-390.png'), fullPage: true })

    await page.goto(`${baseUrl}/web-questionnaire/${projectId}`)
    await page.getByRole('heading', { level: 1, name: /^Merci pour vos réponses/ }).waitFor()
    const finish = page.getByRole('button', { name: 'Terminer' })
    await waitForHydratedElement(finish)
    // No password before the code (issue 36): it is chosen once the code proved a number no account has.
    expect(await page.locator('input[type="password"]').count()).toBe(0)
    await finish.click()

    // NOTE: failed once in a full run under load (the heading never came in 30 s; it passed alone and in the other
    // runs): a recurrence says what the page showed instead.
    await page
      .getByRole('heading', { level: 1, name: 'Confirmez votre numéro de téléphone' })
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`no SMS code step at ${page.url()}; the page says: ${(await page.locator('body').innerText()).slice(0, 1500)}`, { cause: error })
      })
    expect(await page.getByRole('main').textContent()).toContain(`envoyé par SMS au +33•••••••${phone.e164.slice(-2)}`)
    const codeField = page.getByLabel('Code reçu par SMS (6 chiffres)')
    if (screenshots) {
      await page.screenshot({ path: path.join(screenshots, 'sms-code-390.png'), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.screenshot({ path: path.join(screenshots, 'sms-code-1280.png'), fullPage: true })
    }
    const code = await smsCode(phone.e164)
    await codeField.fill(code === '000000' ? '111111' : '000000')
    await page.getByRole('button', { name: 'Valider le code' }).click()
    await page.getByRole('alert').filter({ hasText: 'Vérifiez le SMS reçu' }).waitFor()
    await codeField.fill(code)
    await page.getByRole('button', { name: 'Valider le code' }).click()
    await page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' }).waitFor()
    await page.getByLabel('Mot de passe', { exact: true }).fill(VISITOR_PASSWORD)
    await page.getByLabel('Confirmation du mot de passe').fill(VISITOR_PASSWORD)
    await page.getByRole('button', { name: 'Créer mon compte' }).click()

    // No rooms on this branch, so no indicative budget: straight to the project.
    await page.waitForURL(new RegExp(`/project/${ID}$`))
    await page.getByText('En attente de l’estimatif').first().waitFor()
    expect((await context.cookies()).some((cookie) => cookie.name === 'payload-token')).toBe(true)
    await context.close()

    // Back another day: the phone, as typed, and the password open the account.
    const later = await browser.newContext({ locale: 'fr-FR' })
    const again = await later.newPage()
    await again.goto(`${baseUrl}/login`)
    await submitLoginForm(again, { email: phone.typed, password: VISITOR_PASSWORD })
    await again.waitForURL((url) => !url.pathname.startsWith('/login'))
    const projects = await again.request.get(`${baseUrl}/v1/project/one/${projectId}`, { headers: { Origin: baseUrl } })
    expect(projects.status()).toBe(200)
    await later.close()
  }, 120_000)
})
