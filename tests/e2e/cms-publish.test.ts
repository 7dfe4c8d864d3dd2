import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { addRuleWithCondition, adminLogin, fieldId, pickOption } from './support/admin.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'
import { CHECK_MESSAGES, PUBLISH_WORDS } from '../../src/domain/questionnaire/messages.ts'

/**
 * One publish model, as the demo marketing account uses it, on an app of its own (publishing changes the
 * demo questionnaire every new visitor gets): a draft rule that jumps backwards, « Vérifier » shows its
 * warning, « Publier » once the warning is confirmed; new visitors follow the new version, a visitor
 * mid-way keeps the one they started.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir()
const titleOf = (key: string) => QUESTIONNAIRE.questions.find((question) => question.key === key)!.title
const PROPERTY = titleOf('property-type')
const FLOOR = titleOf('floor')
const COMMUNE = titleOf('commune')

let app: AppServer
let browser: Browser
let marketing: DemoAccount

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startAppServer(), launchBrowser()])
  const found = readCredentials(app.dataDir)?.find((account) => account.role === 'marketing')
  if (!found) throw new Error('no seeded marketing account')
  marketing = found
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** The demo marketing account's token, for finding ids (the admin's pages are then opened by address). */
async function marketingToken(): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: marketing.email, password: marketing.password }),
  })
  return ((await response.json()) as { token: string }).token
}

async function findId(path: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { Authorization: `JWT ${await marketingToken()}` } })
  const { docs } = (await response.json()) as { docs: { id: number | string }[] }
  if (!docs[0]) throw new Error(`nothing at ${path}`)
  return String(docs[0].id)
}
const questionId = (title: string) => findId(`/api/questions?depth=0&limit=1&where[title][equals]=${encodeURIComponent(title)}`)
const quizId = () => findId(`/api/quizzes?depth=0&limit=1&where[title][equals]=${encodeURIComponent(QUESTIONNAIRE.title)}`)

/** A visitor who starts the public questionnaire, says « Un appartement » and reaches the floor question. */
async function visitorAtFloor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`${app.baseUrl}/web-questionnaire/-1`)
  await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'COMMENCER' }).click()
  await page.getByRole('heading', { level: 1, name: PROPERTY }).waitFor({ timeout: 15_000 })
  await page.getByRole('radio', { name: 'Un appartement' }).click()
  await page.getByRole('button', { name: 'Suivant' }).click()
  await page.getByRole('heading', { level: 1, name: FLOOR }).waitFor({ timeout: 15_000 })
  return { context, page }
}

/** Answers « 0 » to the floor question and returns the title of the question that follows. */
async function afterGroundFloor(page: Page): Promise<string> {
  await page.getByRole('textbox').fill('0')
  await page.getByRole('button', { name: 'Suivant' }).click()
  const next = page.getByRole('heading', { level: 1 }).filter({ hasNotText: FLOOR })
  await next.waitFor({ timeout: 15_000 })
  return (await next.textContent()) ?? ''
}

describe('publishing the questionnaire, as marketing', () => {
  it('publishes a draft with a backward jump once its warning is confirmed; new visitors follow it, a visitor mid-way keeps theirs', async () => {
    const midway = await visitorAtFloor()

    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)

    // The draft change, in the question's form: 'Si [type de logement] est [Un appartement] alors aller à [type de logement]' (backwards).
    await page.goto(`${app.baseUrl}/admin/collections/questions/${await questionId(FLOOR)}`)
    await page.locator(fieldId('title')).waitFor({ timeout: 20_000 })
    await addRuleWithCondition(page)
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.question')), PROPERTY)
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.operator')), 'est')
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.value')), 'Un appartement')
    await pickOption(page, page.locator(fieldId('rules.0.goto')), PROPERTY)
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
    await expect.poll(() => page.locator('.payload-toast-container').textContent(), { timeout: 20_000 }).toMatch(/brouillon|enregistr/i)

    // The questionnaire's publish panel: « Publier » usable without editing a field, once the warning is confirmed.
    await page.goto(`${app.baseUrl}/admin/collections/quizzes/${await quizId()}`)
    const panel = page.getByRole('region', { name: 'Publication du questionnaire' })
    await panel.waitFor({ timeout: 20_000 })
    await panel.getByRole('button', { name: PUBLISH_WORDS.verify, exact: true }).click()
    const warning = `« ${FLOOR} » : ${CHECK_MESSAGES.backwardJump}`
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain(warning)
    const publish = panel.getByRole('button', { name: 'Publier', exact: true })
    const confirm = panel.getByRole('checkbox', { name: PUBLISH_WORDS.confirmWarnings })
    expect(await publish.isDisabled()).toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/publish-panel-1280.png`, fullPage: true })
    await confirm.check()
    expect(await publish.isEnabled()).toBe(true)
    await publish.click()
    await panel.getByText('Questionnaire publié').waitFor({ timeout: 20_000 })
    await page.screenshot({ path: `${SCREENSHOTS}/publish-panel-published-1280.png`, fullPage: true })

    // At 390 px the sidebar comes after the fields; the header's « Publier… » leads there.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SCREENSHOTS}/publish-header-390.png` })
    await panel.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENSHOTS}/publish-panel-390.png` })
    await context.close()

    // The visitor mid-way keeps the version they started: 0 goes on to the commune.
    expect(await afterGroundFloor(midway.page)).toBe(COMMUNE)
    await midway.context.close()

    // A new visitor gets the new version (the app reuses the latest questionnaire up to 5 s): 0 goes back to the start.
    await new Promise((resolve) => setTimeout(resolve, 5_500))
    const newcomer = await visitorAtFloor()
    expect(await afterGroundFloor(newcomer.page)).toBe(PROPERTY)
    await newcomer.context.close()
  }, 240_000)
})
