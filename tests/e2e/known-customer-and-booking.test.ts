import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser, waitForHeading, waitForHydratedElement, waitForHydration } from './support/browser.ts'
import { attachPdf, baseUrl, customerWithProject, demoAccount, login, rest } from './support/api.ts'
import { openProject, signedIn } from './support/project-page.ts'
import { outboxMail } from './support/outbox.ts'
import { answerThroughApi, expectQuestion, questionTitle } from './support/questionnaire.ts'
import { HOUSE_BRANCH } from '../support/questionnaire-walk.ts'
import { frenchPublicHolidays, parisDate } from '../../src/domain/booking/index.ts'

/**
 * Issue 36 on a phone: someone already known meets no dead end (a signed-in customer's new project asks
 * nothing the account says; an existing address is never asked a password; the phone's Back goes back one
 * question; the header shows « Se connecter » / « Mon compte » at 360 px; a signed project offers no
 * « Supprimer »), and an appointment is booked in one step whose button is in view at 390 × 844, never on a
 * public holiday. Screenshots go to test-results/screenshots.
 */

const SCREENSHOTS = 'test-results/screenshots'
let browser: Browser
let adminToken: string

beforeAll(async () => {
  browser = await launchBrowser()
  const admin = demoAccount('admin')
  adminToken = await login(admin.email, admin.password)
  mkdirSync(SCREENSHOTS, { recursive: true })
})
afterAll(() => browser?.close())

const PHONE = { width: 390, height: 844 }

async function shoot(page: Page, name: string) {
  for (const width of [360, 390, 1280]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 })
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(PHONE)
}

/** Whether the element is drawn inside the viewport, whole, with a non-empty box (nothing to scroll to). */
async function isInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) return false
  return box.width > 0 && box.height > 0 && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
}

describe('someone already known', () => {
  it('a signed-in customer’s « Nouveau projet » never asks the email, password or contact details on file; Back and Forward move one question', async () => {
    const { customer, userId } = await customerWithProject({ status: 3, title: 'Projet déjà là', firstName: 'Lina' })
    await rest(`/api/users/${userId}`, { method: 'PATCH', token: adminToken, body: { phone: '06 12 34 56 78' } })
    const page = await signedIn(browser, baseUrl, customer)
    await page.setViewportSize(PHONE)
    // The project's first answers through /v1 with the customer's session, up to the email question.
    await page.goto(`${baseUrl}/project/-1`)
    const projectId = await answerThroughApi(page, { baseUrl, branch: HOUSE_BRANCH, stopAt: 'email' })

    // The site resumes past the email, the password and the contact details: at the consent, never given yet.
    await page.goto(`${baseUrl}/project/${projectId}`)
    await expectQuestion(page, 'consent')
    const previous = page.getByRole('button', { name: 'Question précédente' })
    await waitForHydratedElement(previous)
    for (const key of ['email', 'password', 'identity'] as const) expect(await page.getByRole('heading', { name: questionTitle(key) }).count()).toBe(0)
    expect(await page.locator('input[type="password"]').count()).toBe(0)
    await shoot(page, 'known-customer-consent')

    // The questionnaire's own back skips them too: the question before is the description.
    await previous.click()
    await expectQuestion(page, 'description')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expectQuestion(page, 'consent')
    // The phone's Back goes back one question, and Forward forward, without leaving the questionnaire.
    await page.goBack()
    await expectQuestion(page, 'description')
    expect(new URL(page.url()).pathname).toBe(`/project/${projectId}`)
    await page.goForward()
    await expectQuestion(page, 'consent')

    await page.getByRole('radio', { name: 'J’accepte' }).click()
    await page.getByRole('button', { name: 'Terminer' }).click()
    // Signed in: no code, no password; the project is sent for its estimate.
    await expect.poll(async () => (await rest<{ status: number }>(`/api/projects/${projectId}?depth=0`, { method: 'GET', token: adminToken })).status, { timeout: 30_000 }).toBe(2)
    await page.context().close()
  }, 180_000)

  it('a visitor with the address of an existing account proves it with the emailed code and is never asked a password', async () => {
    const { customer } = await customerWithProject({ status: 3, title: 'Projet existant', firstName: 'Omar' })
    const context = await browser.newContext({ locale: 'fr-FR', viewport: PHONE })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/web-questionnaire/-1`)
    const projectId = await answerThroughApi(page, { baseUrl, branch: HOUSE_BRANCH, stopAt: 'email' })

    await page.goto(`${baseUrl}/web-questionnaire/${projectId}`)
    await expectQuestion(page, 'email')
    await waitForHydratedElement(page.getByRole('textbox'))
    await page.getByRole('textbox').fill(customer.email)
    await page.getByRole('button', { name: 'Suivant' }).click()
    // Straight to the contact details: no password question in the flow.
    await expectQuestion(page, 'identity')
    await page.getByLabel('Prénom').fill('Omar')
    await page.getByLabel('Nom', { exact: true }).fill('Test')
    await page.getByLabel('Téléphone').fill('06 12 34 56 78')
    await page.getByRole('checkbox').check()
    await shoot(page, 'identity-cgu')
    await page.getByRole('button', { name: 'Suivant' }).click()
    await expectQuestion(page, 'consent')
    await page.getByRole('radio', { name: 'J’accepte' }).click()
    await page.getByRole('button', { name: 'Terminer' }).click()
    await waitForHeading(page, 'Confirmez votre adresse email', { level: 1 })
    expect(await page.getByRole('main').innerText()).not.toMatch(/SMS/)
    const code = /\b(\d{6})\b/.exec(await outboxMail(customer.email, 'votre code pour confirmer votre adresse'))?.[1]
    await page.getByLabel('Code reçu par email (6 chiffres)').fill(code ?? '')
    await page.getByRole('button', { name: 'Valider le code' }).click()
    await waitForHeading(page, 'Votre projet est enregistré', { level: 1 })
    expect(await page.locator('input[type="password"]').count()).toBe(0)
    await shoot(page, 'existing-address-attached')
    await context.close()
  }, 180_000)

  it('the header shows « Se connecter » to a visitor and « Mon compte » to a customer at 360 px, and the footer links are at least 24 px tall', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 360, height: 780 } })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/home`)
    const login = page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Se connecter' })
    expect(await isInViewport(page, login)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    const heights = await page.getByRole('contentinfo').getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height))
    expect(heights.length).toBeGreaterThan(0)
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(24)
    await shoot(page, 'header-visitor')
    await context.close()

    const { customer } = await customerWithProject({ status: 3, title: 'Projet en-tête', firstName: 'Rose' })
    const signed = await signedIn(browser, baseUrl, customer)
    await signed.setViewportSize({ width: 360, height: 780 })
    await signed.goto(`${baseUrl}/projets`)
    const account = signed.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Mon compte' })
    expect(await isInViewport(signed, account)).toBe(true)
    // The dashboard's three tabs, whole, side by side.
    for (const tab of ['Mes projets', 'Mes documents', 'Mon compte']) {
      const link = signed.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: tab })
      expect(await isInViewport(signed, link), tab).toBe(true)
      expect(await link.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    }
    await signed.context().close()
  })

  it('a signed project offers no « Supprimer », and its card says why', async () => {
    const { customer } = await customerWithProject({ status: 11, title: 'Projet signé', firstName: 'Hugo' })
    const page = await signedIn(browser, baseUrl, customer)
    await page.setViewportSize(PHONE)
    await page.goto(`${baseUrl}/projets`)
    await waitForHydration(page, 'main a')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Projet signé' }) })
    await card.getByText(/^Ce projet est signé\s: il ne peut plus être supprimé\./).waitFor()
    expect(await card.getByRole('button', { name: /^Supprimer/ }).count()).toBe(0)
    await shoot(page, 'signed-project-card')
    await page.context().close()
  })
})

describe('booking an appointment on a phone', () => {
  it('is one step whose button is in view at 390 × 844, moves the project to 4, and offers no slot on a public holiday', async () => {
    const { customer, projectId, staffToken } = await customerWithProject({ status: 3, title: 'Projet rendez-vous', firstName: 'Ines' })
    const estimate = await attachPdf({ projectId, kind: 'estimate', title: 'Estimatif', token: staffToken })
    await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: { estimateFile: estimate.id, address: '12 rue des Lilas, 75011 Paris' } })
    const page = await signedIn(browser, baseUrl, customer)
    await page.setViewportSize(PHONE)

    // No slot on a public holiday within the days offered (at the end of November: Christmas Day).
    const slots = (await (await page.request.get(`${baseUrl}/v1/project/rdv/${projectId}`, { headers: { Origin: baseUrl } })).json()).payload.slots as { start: string }[]
    const offeredDays = [...new Set(slots.map((slot) => parisDate(new Date(slot.start))))].sort()
    expect(offeredDays.length).toBeGreaterThan(0)
    const [first, last] = [offeredDays[0]!, offeredDays.at(-1)!]
    const holidays = [Number(first.slice(0, 4)), Number(last.slice(0, 4))].flatMap(frenchPublicHolidays).filter((day) => day > first && day < last)
    for (const holiday of holidays) expect(offeredDays, holiday).not.toContain(holiday)

    await openProject(page, baseUrl, projectId)
    await page.getByRole('button', { name: 'Je prends un rendez-vous' }).click()
    const dialog = page.getByRole('dialog', { name: 'Prendre un rendez-vous' })
    const confirm = dialog.getByRole('button', { name: 'Confirmer le rendez-vous' })
    await confirm.waitFor()
    expect(await dialog.locator('iframe').count()).toBe(0)
    await dialog.locator('label[for^="slot-"]').first().click()
    // The one button, in view without scrolling, with the slot and the format chosen.
    expect(await isInViewport(page, confirm)).toBe(true)
    expect(await dialog.getByRole('button', { name: 'Terminer' }).count()).toBe(0)
    for (const width of [360, 390, 1280]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 })
      await page.screenshot({ path: `${SCREENSHOTS}/booking-dialog-${width}.png` })
      expect(await isInViewport(page, confirm), `${width} px`).toBe(true)
    }
    await page.setViewportSize(PHONE)
    await confirm.click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('En attente du choix de style').first().waitFor()
    const project = await rest<{ status: number }>(`/api/projects/${projectId}?depth=0`, { method: 'GET', token: adminToken })
    expect(project.status).toBe(4)
    await page.context().close()
  }, 120_000)
})
