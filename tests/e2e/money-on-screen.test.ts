import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { openProject, signedIn } from './support/project-page.ts'
import { attachPdf, baseUrl, customerWithProject, demoAccount, login, rest } from './support/api.ts'

/**
 * The customer's money on screen (issue #36), on the run's shared app, where Stripe's keys are not set and the
 * seed entered the bank details: the audit's price with its CGV article before the appointment is booked; at 9
 * the deposit (the price grid's percentage of the quote), its percentage and the balance with when, payable by
 * transfer only; after the deposit, the balance still due. Every figure is checked against the settings.
 */

const SCREENSHOTS = 'test-results/screenshots'
const WIDTHS = [360, 390, 1280] as const

let browser: Browser
let adminToken: string

type Terms = { auditPrice: number; depositPercent: number; balanceDue: 'instalments' | 'handover' }

/** « 14 400,00 € », as the screens write amounts (a space of any kind between the groups and before €). */
const euros = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/\s/g, ' ')

const termsNow = () => rest<Terms>('/api/globals/pricing-grid?depth=0', { method: 'GET', token: adminToken })

/** Screenshots of what is on screen at each width, for the note. */
async function screenshots(page: Page, name: string, target: () => ReturnType<Page['locator']>) {
  mkdirSync(SCREENSHOTS, { recursive: true })
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 780 })
    await target().scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SCREENSHOTS}/money-${name}-${width}.png`, fullPage: false })
  }
}

beforeAll(async () => {
  browser = await launchBrowser()
  const admin = demoAccount('admin')
  adminToken = await login(admin.email, admin.password)
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

describe('the customer’s money on screen', () => {
  it('says the audit’s price from the price grid, with CGV article 3, before the appointment is booked, and again where the slot is chosen', async () => {
    const { auditPrice } = await termsNow()
    const { customer, projectId, staffToken } = await customerWithProject({ status: 3, title: 'Audit annoncé', firstName: 'Alice' })
    const estimate = await attachPdf({ projectId, kind: 'estimate', title: 'Estimatif', token: staffToken })
    await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: { estimateFile: estimate.id } })

    const page = await signedIn(browser, baseUrl, customer)
    await openProject(page, baseUrl, projectId)
    const note = `Bon à savoir : après le choix de votre style, notre expert réalise l’audit technique de votre logement, au prix de ${euros(auditPrice)} TTC, à régler à réception de sa note d’honoraires (article 3 des CGV).`
    const before = page.getByText(note)
    await before.waitFor()
    expect(await before.getByRole('link', { name: 'article 3 des CGV' }).getAttribute('href')).toBe('/cgv')
    await screenshots(page, 'audit-before-booking', () => before)

    await page.setViewportSize({ width: 390, height: 780 })
    await page.getByRole('button', { name: 'Je prends un rendez-vous' }).click()
    const dialog = page.getByRole('dialog', { name: 'Prendre un rendez-vous' })
    await dialog.getByText(note).waitFor()
    await screenshots(page, 'audit-booking-dialog', () => dialog.getByText(note))
    await page.context().close()
  })

  it('says the audit’s price again, with CGV article 3, before the first style is validated', async () => {
    const { auditPrice } = await termsNow()
    const { customer, projectId, staffToken } = await customerWithProject({ status: 4, title: 'Style et audit', firstName: 'Denis' })
    const estimate = await attachPdf({ projectId, kind: 'estimate', title: 'Estimatif', token: staffToken })
    await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: { estimateFile: estimate.id } })
    const page = await signedIn(browser, baseUrl, customer)
    await openProject(page, baseUrl, projectId)
    await page.getByRole('list', { name: 'Étapes du projet' }).getByRole('button', { name: /^Choix du style/ }).click()
    await page.getByRole('button', { name: 'Commencer' }).click()
    await page.getByText('Douceur naturelle').click()
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('button', { name: 'Voir ce style : Scandinave' }).click()
    const gallery = page.getByRole('dialog', { name: 'Scandinave' })
    await gallery.getByRole('button', { name: 'Choisir ce style !' }).click()
    await gallery.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Continuer' }).click()
    await page.getByRole('heading', { name: 'Scandinave' }).waitFor()
    const note = page.getByText(`En validant ce style, vous demandez l’audit technique de votre logement : ${euros(auditPrice)} TTC, à régler à réception de sa note d’honoraires (article 3 des CGV).`)
    await note.waitFor()
    await page.getByRole('button', { name: 'Je valide ce style' }).waitFor()
    await screenshots(page, 'audit-before-style', () => note)
    await page.context().close()
  })

  it('asks at 9 the deposit, the settings’ percentage of the quote, with the balance and when, by transfer only; then shows the balance still due; a new percentage shows at once', async () => {
    const terms = await termsNow()
    const quote = 48_000
    const deposit = (quote * terms.depositPercent) / 100
    const { customer, projectId, staffToken } = await customerWithProject({ status: 9, title: 'Acompte à régler', firstName: 'Bruno' })
    const presentation = await attachPdf({ projectId, kind: 'presentation', title: 'Présentation des honoraires', token: staffToken })
    const quoteFile = await attachPdf({ projectId, kind: 'quote', title: 'Devis nº 7', token: staffToken })
    await rest(`/api/projects/${projectId}`, { method: 'PATCH', token: staffToken, body: { presentationFile: presentation.id, quoteFile: quoteFile.id, quoteAmount: quote } })

    const page = await signedIn(browser, baseUrl, customer)
    await openProject(page, baseUrl, projectId)
    const payment = page.getByRole('region', { name: 'Règlement du devis' })
    await payment.getByText(`Acompte à régler : ${euros(deposit)} TTC`).waitFor()
    await payment.getByText(`Soit ${terms.depositPercent} % du devis de ${euros(quote)} TTC, à régler avant la signature de votre contrat.`).waitFor()
    const balanceWords = terms.balanceDue === 'instalments' ? 'par échéances, au fur et à mesure de l’avancement des travaux, selon l’échéancier du devis' : 'à la réception des travaux'
    await payment.getByText(`Le solde, ${euros(quote - deposit)} TTC, se règle ${balanceWords}.`).waitFor()
    // No Stripe keys on this app: the card is neither offered nor named.
    await payment.getByRole('button', { name: 'Payer par virement' }).waitFor()
    expect(await payment.getByRole('button', { name: /carte/i }).count()).toBe(0)
    expect(await payment.innerText()).not.toMatch(/carte|Stripe/i)
    await screenshots(page, 'deposit-at-9', () => payment.getByText(`Acompte à régler : ${euros(deposit)} TTC`))

    await payment.getByRole('button', { name: 'Payer par virement' }).click()
    const transfer = payment.getByRole('region', { name: 'Coordonnées pour votre virement' })
    await transfer.getByText(euros(deposit), { exact: true }).waitFor()
    await screenshots(page, 'deposit-transfer', () => transfer)

    // Staff confirm the transfer received: the deposit moves the project to 10, where the balance is shown.
    const { docs } = await rest<{ docs: { id: string | number; amountCents: number }[] }>(`/api/payments?where[project][equals]=${projectId}&depth=0`, { method: 'GET', token: adminToken })
    expect(docs.map((doc) => doc.amountCents)).toEqual([deposit * 100])
    await rest(`/api/payments/${docs[0]!.id}`, { method: 'PATCH', token: staffToken, body: { status: 'paid' } })
    expect((await rest<{ status: number }>(`/api/projects/${projectId}?depth=0`, { method: 'GET', token: adminToken })).status).toBe(10)
    await openProject(page, baseUrl, projectId)
    const balance = page.getByRole('region', { name: 'Solde du devis' })
    await balance.getByText(`Acompte versé : ${euros(deposit)} TTC, sur un devis de ${euros(quote)} TTC.`).waitFor()
    await balance.getByText(`Reste à régler : ${euros(quote - deposit)} TTC, ${balanceWords}.`).waitFor()
    await screenshots(page, 'balance-at-10', () => balance)

    // Marketing changes the deposit's percentage: the next customer at 9 is asked the new one, with no text edited.
    const other = await customerWithProject({ status: 9, title: 'Nouveau pourcentage', firstName: 'Chloe' })
    await rest(`/api/projects/${other.projectId}`, { method: 'PATCH', token: other.staffToken, body: { quoteAmount: quote } })
    const changed = terms.depositPercent === 40 ? 35 : 40
    await rest('/api/globals/pricing-grid', { method: 'POST', token: adminToken, body: { depositPercent: changed } })
    try {
      const otherPage = await signedIn(browser, baseUrl, other.customer)
      await openProject(otherPage, baseUrl, other.projectId)
      const otherPayment = otherPage.getByRole('region', { name: 'Règlement du devis' })
      await otherPayment.getByText(`Acompte à régler : ${euros((quote * changed) / 100)} TTC`).waitFor()
      await otherPayment.getByText(`Soit ${changed} % du devis de ${euros(quote)} TTC, à régler avant la signature de votre contrat.`).waitFor()
      await otherPage.context().close()
    } finally {
      await rest('/api/globals/pricing-grid', { method: 'POST', token: adminToken, body: { depositPercent: terms.depositPercent } })
    }
    await page.context().close()
  })
})
