import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { rest, seededLogin } from './support/api.ts'
import { expectQuestion } from './support/questionnaire.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import type { DemoAccount } from '../../seed/accounts.ts'
import { RETIREMENT_COPY } from '../../src/domain/questionnaire/retirement-copy.ts'
import { PROJECT_VIEW_COPY } from '../../src/admin/project-view/copy.ts'
import { GENERATED_NAMES_COPY } from '../../src/domain/questionnaire/generated-names-copy.ts'

/**
 * Marketing retires an answered question from the admin (issue #23), on an app of its own (the question is
 * put first in the live questionnaire): deleting it says it was retired, the list and its page say « Retirée »,
 * a new visitor is no longer asked it, and staff still read it with its answer on the project that gave it.
 * The question was created with labels only: its page shows the variable and values drawn from them in
 * its « Avancé » sections; its menu has no « Dépublier ».
 */

type Id = number | string

let app: AppServer
let browser: Browser
let marketing: { account: DemoAccount; token: string }
let staff: { account: DemoAccount; token: string }
let questionId: Id

const QUESTION = 'Avez-vous un animal de compagnie ?'
const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir()
/** The loader keeps the latest questionnaire 5 s (collections/Quizzes/questionnaires.server.ts). */
const afterTheLoadersCache = () => new Promise((resolve) => setTimeout(resolve, 5_100))

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startAppServer(), launchBrowser()])
  ;[marketing, staff] = await Promise.all([seededLogin(app, 'marketing'), seededLogin(app, 'staff')])
  const quizzes = await rest<{ docs: { id: Id }[] }>('/api/quizzes?limit=1&depth=0', { method: 'GET', token: marketing.token, origin: app.baseUrl })
  const created = await rest<{ doc: { id: Id } }>('/api/questions', {
    method: 'POST',
    token: marketing.token,
    origin: app.baseUrl,
    body: {
      quiz: quizzes.docs[0]!.id,
      position: -1,
      title: QUESTION,
      type: '1',
      // Labels only: the values and the variable are drawn from them.
      choices: [{ title: 'Un chien' }, { title: 'Aucun' }],
      _status: 'published',
    },
  })
  questionId = created.doc.id
  await afterTheLoadersCache()
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** A new visitor's first question on the public questionnaire. */
async function startQuestionnaire(page: Page) {
  await page.goto(`${app.baseUrl}/web-questionnaire/-1`)
  await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'COMMENCER' }).click()
}

describe('retiring an answered question, as marketing in the admin', () => {
  it('retires it with no error: new visitors are not asked it, the project that answered it still shows it', { timeout: 300_000 }, async () => {
    // A first visitor answers it.
    const visitor = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const visitorPage = await visitor.newPage()
    await startQuestionnaire(visitorPage)
    await visitorPage.getByRole('heading', { level: 1, name: QUESTION }).waitFor({ timeout: 30_000 })
    await visitorPage.getByRole('radio', { name: 'Un chien' }).click()
    await visitorPage.getByRole('button', { name: 'Suivant' }).click()
    await expectQuestion(visitorPage, 'property-type')
    await visitor.close()
    const responses = await rest<{ docs: { project: Id }[] }>(`/api/responses?where[question][equals]=${questionId}&depth=0`, {
      method: 'GET',
      token: staff.token,
      origin: app.baseUrl,
    })
    const projectId = responses.docs[0]!.project

    // Marketing deletes it from its page (its menu has no « Dépublier »): the toast says it was retired, no error.
    const admin = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
    const page = await admin.newPage()
    await adminLogin(page, app.baseUrl, marketing.account)
    await page.goto(`${app.baseUrl}/admin/collections/questions/${questionId}`)
    await waitForHydration(page, '.doc-controls__dots')
    await page.locator('.doc-controls__dots').click()
    const deleteItem = page.getByRole('button', { name: RETIREMENT_COPY.deleteItem, exact: true })
    await deleteItem.waitFor()
    expect(await deleteItem.count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Dépublier' }).count()).toBe(0)
    await deleteItem.click()
    await page.getByRole('button', { name: RETIREMENT_COPY.deleteItem, exact: true }).last().click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/questions')
    const toasts = page.locator('.payload-toast-container')
    await expect.poll(() => toasts.locator('.toast-success').textContent(), { timeout: 20_000 }).toContain(RETIREMENT_COPY.retired(QUESTION))
    expect(await toasts.textContent()).not.toMatch(/supprimé/)
    expect(await toasts.locator('.toast-error').count()).toBe(0)

    // The list says « Retirée » on its row; its page has « Retirée » ticked.
    const row = page.locator('tr', { hasText: QUESTION })
    await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(RETIREMENT_COPY.badge)
    await page.screenshot({ path: `${SCREENSHOTS}/questions-list-retired-1280.png` })
    await page.goto(`${app.baseUrl}/admin/collections/questions/${questionId}`)
    const retired = page.getByRole('checkbox', { name: RETIREMENT_COPY.questionField })
    await retired.waitFor({ timeout: 20_000 })
    expect(await retired.isChecked()).toBe(true)
    // Its variable and its choices' values, drawn from the labels, wait in the collapsed « Avancé » sections.
    const variable = page.getByRole('textbox', { name: 'Variable' })
    expect(await variable.isVisible()).toBe(false)
    // Each « Avancé » header; its toggle (Payload's « Bloc bascule » button) lies over it.
    const advanced = page.locator('.collapsible__toggle-wrap').filter({ has: page.getByText(GENERATED_NAMES_COPY.advanced, { exact: true }) })
    await advanced.first().getByRole('button').first().click()
    await expect.poll(() => variable.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await variable.inputValue()).toBe('avez_vous_un_animal_de_compagnie')
    await advanced.nth(1).getByRole('button').first().click()
    const value = page.getByRole('textbox', { name: /^Valeur/ }).first()
    await expect.poll(() => value.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await value.inputValue()).toBe('un-chien')
    await page.screenshot({ path: `${SCREENSHOTS}/question-retired-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${SCREENSHOTS}/question-retired-390.png`, fullPage: true })
    await page.goto(`${app.baseUrl}/admin/collections/questions?sort=position`)
    await expect.poll(() => page.locator('tr', { hasText: QUESTION }).textContent(), { timeout: 20_000 }).toContain(RETIREMENT_COPY.badge)
    await page.screenshot({ path: `${SCREENSHOTS}/questions-list-retired-390.png`, fullPage: true })
    await admin.close()

    // A new visitor starts at the questionnaire's first question still asked.
    await afterTheLoadersCache()
    const newcomer = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    const newcomerPage = await newcomer.newPage()
    await startQuestionnaire(newcomerPage)
    await expectQuestion(newcomerPage, 'property-type')
    expect(await newcomerPage.getByRole('heading', { level: 1, name: QUESTION }).count()).toBe(0)
    await newcomer.close()

    // Staff still read the retired question and its answer on the project.
    const staffContext = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
    const staffPage = await staffContext.newPage()
    await adminLogin(staffPage, app.baseUrl, staff.account)
    await staffPage.goto(`${app.baseUrl}/admin/collections/projects/${projectId}`)
    const answers = staffPage.getByRole('region', { name: PROJECT_VIEW_COPY.answersTitle })
    await expect.poll(() => answers.textContent(), { timeout: 30_000 }).toContain(QUESTION)
    expect(await answers.textContent()).toContain('Un chien')
    await staffContext.close()
  })
})
