import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { gotoHydrated, launchBrowser } from './support/browser.ts'
import { cancelAppointment, chooseSlotOfLastDay, openProject, projectStage, signedIn } from './support/project-page.ts'
import { attachPdf, seededLogin } from './support/api.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { placeProjectAt } from '../support/place-project.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { icsIn, parseInvitation } from '../support/ics-in-mail.ts'
import { tinyPdf } from '../int/support/fixtures.ts'
import { parisLabel } from '../../src/domain/booking/index.ts'

/**
 * The choice of style and the appointment booking as a customer goes through them (design/workflow.md
 * 3 -> 4 -> 6; a cancelled appointment 4 -> 3, booked again), on an app of its own whose emails reach a
 * real SMTP server on loopback. Screenshots of the booking screen go to test-results/screenshots.
 */

type Id = string | number

let app: AppServer
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let browser: Browser
let adminToken: string
let zoneTitle: string

const VISIO_DEFAULT_URL = 'https://visio.maisonnee.test/rendez-vous'
const ADDRESS = '12 rue des Lilas, 75011 Paris'
const SCREENSHOTS = 'test-results/screenshots'


async function rest<T = any>(path: string, init: { method: string; body?: unknown }): Promise<T> {
  const isForm = init.body instanceof FormData
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method,
    headers: { Authorization: `JWT ${adminToken}`, ...(init.body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as FormData) : JSON.stringify(init.body) }),
  })
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const png = (shade: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 120, b: 90 } } }).png().toBuffer()

async function photo(shade: number): Promise<Id> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await png(shade))], { type: 'image/png' }), `photo-${shade}.png`)
  form.append('_payload', JSON.stringify({ alt: `Photo ${shade}` }))
  return (await rest<{ doc: { id: Id } }>('/api/photos', { method: 'POST', body: form })).doc.id
}

async function customerWithProject(status: number): Promise<{ email: string; password: string; projectId: Id }> {
  const email = `style-${randomBytes(4).toString('hex')}@exemple.fr`
  const password = 'Maisonnee;2026ef'
  const { doc: user } = await rest<{ doc: { id: Id } }>('/api/users', { method: 'POST', body: { email, password, role: 'customer', isActive: true, firstName: 'Jeanne', lastName: 'Petit' } })
  const { doc: project } = await rest<{ doc: { id: Id } }>('/api/projects', { method: 'POST', body: { title: `Projet à ${status}`, owner: user.id } })
  await placeProjectAt(app.shared.databaseUri, { projectId: project.id, status })
  const estimate = await attachPdf({ projectId: project.id, kind: 'estimate', title: 'Estimatif', token: adminToken, origin: app.baseUrl })
  await rest(`/api/projects/${project.id}`, { method: 'PATCH', body: { estimateFile: estimate.id, address: ADDRESS } })
  return { email, password, projectId: project.id }
}

beforeAll(async () => {
  smtp = await startSmtpCapture()
  app = await startAppServer({ SMTP_URL: smtp.url, VISIO_DEFAULT_URL })
  browser = await launchBrowser()
  adminToken = (await seededLogin(app, 'admin')).token
  // An ambiance with 7 catalogue styles (two pages of 5), one of them with 12 photos (two gallery pages of 10).
  zoneTitle = `Ambiance test ${randomBytes(2).toString('hex')}`
  const zone = (await rest<{ doc: { id: Id } }>('/api/zones', { method: 'POST', body: { title: zoneTitle, position: -1, image: await photo(10) } })).doc
  const gallery: Id[] = []
  for (let shade = 20; shade < 20 + 12 * 5; shade += 5) gallery.push(await photo(shade))
  for (let n = 1; n <= 7; n++) {
    await rest('/api/styles', { method: 'POST', body: { title: `Style test ${n}`, description: `Le style test numéro ${n}.`, zone: zone.id, photos: n === 1 ? gallery : gallery.slice(0, 3), isPublished: true } })
  }
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await smtp?.stop()
})

describe('booking an appointment', () => {
  it('books a slot on site from status 3 and confirms it in one step (-> 4), cancels it (-> 3) and books again by visio, moves it, each text and email saying the format and place', async () => {
    const { email, password, projectId } = await customerWithProject(3)
    const status = async () => (await rest<{ status: number }>(`/api/projects/${projectId}?depth=0`, { method: 'GET' })).status
    const page = await signedIn(browser, app.baseUrl, { email, password })
    await openProject(page, app.baseUrl, projectId)
    await page.getByRole('button', { name: 'Je prends un rendez-vous' }).click()
    // One step (issue 36): the slot and the format chosen, « Confirmer le rendez-vous » books and confirms it.
    const dialog = page.getByRole('dialog', { name: 'Prendre un rendez-vous' })
    await dialog.locator('label[for^="slot-"]').first().click()
    await dialog.getByLabel('Sur place, à l’adresse de votre projet').check()
    // Choosing alone moves nothing and sends nothing.
    expect(await status()).toBe(3)
    expect(smtp.mails.filter((mail) => mail.to.includes(email) && /Rendez-vous/.test(mail.subject))).toHaveLength(0)
    await dialog.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await status()).toBe(4)
    const invitation = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous confirmé/)))
    // The appointment's time as the screens write it (Paris time), from the invitation's.
    const label = parisLabel(invitation.start)
    expect(invitation.location).toBe(ADDRESS)

    await gotoHydrated(page, page.url())
    await projectStage(page, 'Estimatif').click()
    await page.getByText(`Un rendez-vous est déjà fixé le ${label} (heure de Paris), avec Thomas Girard, architecte d’intérieur, chef de projet. Sur place : ${ADDRESS}.`).waitFor()
    expect(await page.getByRole('button', { name: 'Je prends un rendez-vous' }).count()).toBe(0)

    // Cancelled from the booking page: the project is back at 3 and the customer books again, by visio.
    await cancelAppointment(page)
    expect(parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous annulé/)))).toMatchObject({ method: 'CANCEL', uid: invitation.uid })
    expect(await status()).toBe(3)
    expect(await page.getByRole('heading', { name: /^Votre (rendez-vous confirmé|créneau réservé)$/ }).count()).toBe(0)

    mkdirSync(SCREENSHOTS, { recursive: true })
    await page.locator('label[for^="slot-"]').first().click()
    await page.getByLabel('En visio, depuis chez vous').check()
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 })
      await page.screenshot({ path: `${SCREENSHOTS}/booking-picker-${width}.png`, fullPage: true })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click()
    await page.getByText(/^Rendez-vous confirmé le .+\. Une invitation pour votre agenda vous a été envoyée par email\.$/).waitFor()
    await page.getByRole('heading', { name: 'Votre rendez-vous confirmé' }).waitFor()
    await page.getByText(/^En visio\s:\s/).first().waitFor()
    expect(await status()).toBe(4)
    const visio = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous confirmé/)))
    expect(visio.location).toBe(VISIO_DEFAULT_URL)
    expect(visio.description).toMatch(new RegExp(`En visio\\s:\\s${VISIO_DEFAULT_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))

    // Moved: the same invitation, the next sequence; the status stays.
    await page.getByRole('button', { name: 'Changer de créneau' }).click()
    await chooseSlotOfLastDay(page)
    await page.getByRole('button', { name: 'Déplacer le rendez-vous ici' }).click()
    await page.getByText(/^Rendez-vous déplacé au .+\. Une invitation mise à jour vous a été envoyée par email\.$/).waitFor()
    const moved = parseInvitation(icsIn(await smtp.waitForMail(email, /Rendez-vous déplacé/)))
    expect(moved).toMatchObject({ uid: visio.uid, sequence: visio.sequence + 1, location: VISIO_DEFAULT_URL })
    expect(await status()).toBe(4)
    await page.screenshot({ path: `${SCREENSHOTS}/booking-confirmed-390.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${SCREENSHOTS}/booking-confirmed-1280.png`, fullPage: true })
    await page.context().close()

    // A second customer cannot have that slot: it is no longer offered, and asking for it anyway is refused.
    const other = await customerWithProject(3)
    const otherPage = await signedIn(browser, app.baseUrl, { email: other.email, password: other.password })
    await otherPage.goto(`${app.baseUrl}/rdv/${other.projectId}`)
    await otherPage.getByRole('heading', { name: 'Prendre rendez-vous' }).waitFor()
    // The booking page says the audit's price with its CGV article before booking, as the project screen's dialog does (issue #36).
    await otherPage.getByText(/^Bon à savoir\s: après le choix de votre style, notre expert réalise l’audit technique de votre logement, au prix de 700,00\s€\sTTC, à régler à réception de sa note d’honoraires \(article 3 des CGV\)\.$/).waitFor({ timeout: 5000 })
    const offered = await otherPage.evaluate(async (projectId) => (await (await fetch(`/v1/project/rdv/${projectId}`)).json()).payload.slots, String(other.projectId))
    expect(offered.map((s: { start: string }) => s.start)).not.toContain(moved.start.toISOString())
    const taken = await otherPage.evaluate(
      async ({ projectId, start, agent }) => {
        const response = await fetch(`/v1/project/rdv/book/${projectId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ agent_id: agent, start }) })
        return { status: response.status, body: await response.json() }
      },
      { projectId: String(other.projectId), start: moved.start.toISOString(), agent: String(offered[0]?.agent_id) },
    )
    expect(taken.status).toBe(409)
    expect(taken.body.error).toMatch(/créneau/)
    await otherPage.context().close()
  })
})

describe('the choice of style', () => {
  it('goes from the ambiance to a custom style with 3 photos, validates it (-> 6), and then says an agent will call', async () => {
    const { email, password, projectId } = await customerWithProject(3)
    const page = await signedIn(browser, app.baseUrl, { email, password })
    await openProject(page, app.baseUrl, projectId)
    await page.getByRole('button', { name: 'Passer au choix de style' }).click()
    await page.getByRole('heading', { name: 'Choix du style', exact: true }).waitFor()
    await page.getByRole('button', { name: 'Commencer' }).click()

    // Step 1: 'Continuer' waits for an ambiance.
    const next = page.getByRole('button', { name: 'Continuer' })
    expect(await next.isDisabled()).toBe(true)
    await page.getByText(zoneTitle).click()
    await next.click()

    // Step 2: the catalogue of that ambiance, 5 a page.
    await page.getByText('Style test 1', { exact: true }).waitFor()
    expect(await page.locator('label[for*="-"]').filter({ hasText: /^Style test/ }).count()).toBe(5)
    await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('button', { name: 'Page suivante' }).click()
    await page.getByText('Style test 7', { exact: true }).waitFor()
    await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('button', { name: 'Page précédente' }).click()

    // The gallery of a style: 10 photos a page.
    await page.getByRole('button', { name: 'Voir ce style : Style test 1' }).click()
    const gallery = page.getByRole('dialog', { name: 'Style test 1' })
    await gallery.getByText('Photos 1 / 2').waitFor()
    expect(await gallery.getByRole('img').count()).toBe(10)
    await gallery.getByRole('button', { name: 'Photos suivantes' }).click()
    await gallery.getByText('Photos 2 / 2').waitFor()
    expect(await gallery.getByRole('img').count()).toBe(2)
    await gallery.getByRole('button', { name: 'Choisir ce style !' }).waitFor()
    await page.keyboard.press('Escape')

    // A custom style: a PDF is refused, three photos are added.
    await page.getByRole('button', { name: 'Ajouter un style personnalisé' }).click()
    const custom = page.getByRole('dialog', { name: 'Ajout d’un style personnalisé' })
    expect(await custom.getByLabel('Titre du style').inputValue()).toBe(`Style personnalisé nº ${projectId} - 1`)
    const add = custom.getByRole('button', { name: 'Ajouter', exact: true })
    expect(await add.isDisabled()).toBe(true)
    const picker = custom.locator('input[type="file"]')
    await picker.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: await tinyPdf() })
    await custom.getByText('Seules les images sont acceptées (png, jpg, jpeg, gif, bmp, webp).').waitFor()
    await picker.setInputFiles(await Promise.all([1, 2, 3].map(async (n) => ({ name: `ma-photo-${n}.png`, mimeType: 'image/png', buffer: await png(40 * n) }))))
    expect(await custom.getByRole('img').count()).toBe(3)
    await add.click()
    await custom.waitFor({ state: 'detached' })
    await page.getByText('Opération réussie, veuillez vérifier dans la liste vos styles personnalisés').waitFor()
    await page.getByText(`Style personnalisé nº ${projectId} - 1`).first().waitFor()
    await next.click()

    // Step 3: the chosen style, validated.
    await page.getByRole('heading', { name: `Style personnalisé nº ${projectId} - 1` }).waitFor()
    // Before the first validation, the audit it orders is priced, with its CGV article (issue #36; the seeded grid: 700 €).
    await page.getByText(/^En validant ce style, vous demandez l’audit technique de votre logement\s: 700,00\s€\sTTC, à régler à réception de sa note d’honoraires \(article 3 des CGV\)\.$/).waitFor()
    await page.getByRole('button', { name: 'Je valide ce style' }).click()
    // The project moves on to the audit; the style stage then says an agent will call.
    await page.getByRole('heading', { name: 'Étape 5 : Audit' }).waitFor()
    await projectStage(page, 'Choix du style').click()
    await page.getByText('Merci pour votre choix de style ! Un agent vous contactera très prochainement.').waitFor()
    const project = await rest<{ status: number; style: Id }>(`/api/projects/${projectId}?depth=0`, { method: 'GET' })
    expect(project.status).toBe(6)

    // At 8 the screen opens directly on that style, whose validation is disabled (it is the project's).
    // NOTE: placed there as seed data is: through /api the status guard wants the audit paid first.
    await placeProjectAt(app.shared.databaseUri, { projectId, status: 8 })
    await openProject(page, app.baseUrl, projectId)
    await projectStage(page, 'Choix du style').click()
    await page.getByRole('heading', { name: `Style personnalisé nº ${projectId} - 1` }).waitFor()
    expect(await page.getByRole('button', { name: 'Je valide ce nouveau style' }).isDisabled()).toBe(true)
    await page.context().close()
  })
})
