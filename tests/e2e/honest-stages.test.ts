import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { attachPdf, baseUrl, customerWithProject, demoAccount, getJson, login, rest } from './support/api.ts'
import { openProject, projectStage, signedIn } from './support/project-page.ts'

/**
 * Issue #36, « Honest stages » and « Back office time and places », as people see them in a real browser:
 * the dashboard card and the project page show the same percent (visa / 12) and say « Projet suspendu » for a
 * project on hold, never « Exception »; a delivered project reads 100 % and « Livré »; a visit still to come
 * keeps « Rendez-vous » current with its date, place and calendar file. In the back office: the status panel
 * follows a move made elsewhere without a reload, dates read in Paris time whatever the browser's zone, the
 * commune by its name, and the customer's uploaded photos.
 */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** The card of a project on « Mes projets »: its status line and its progress bar. */
async function cardOf(page: Page, title: string) {
  await page.goto(`${baseUrl}/projets`)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })
  await card.waitFor()
  return card
}

describe('the progress a customer reads', () => {
  it('is the same on the card and on the page for a project on hold, with « Projet suspendu » and never « Exception »', async () => {
    const title = `Projet suspendu ${Math.random().toString(36).slice(2, 7)}`
    const held = await customerWithProject({ status: 9, title, firstName: 'Agathe' })
    await rest(`/api/projects/${held.projectId}`, { method: 'PATCH', token: held.staffToken, body: { status: 13, statusChangeReason: 'Copropriété à consulter.' } })
    const page = await signedIn(browser, baseUrl, held.customer)

    const card = await cardOf(page, title)
    await card.getByText('Projet suspendu', { exact: true }).waitFor()
    await card.getByRole('progressbar', { name: /Avancement\s:\s75\s%/ }).waitFor()
    expect(await card.textContent()).not.toMatch(/exception/i)

    await openProject(page, baseUrl, held.projectId)
    await page.getByRole('img', { name: /Avancement du projet\s:\s75\s%/ }).waitFor()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(await page.locator('main').textContent()).toContain('Projet suspendu')
    expect(await page.locator('main').textContent()).not.toMatch(/exception/i)
    await page.context().close()
  })

  it('reads 100 % and « Livré » once delivered, every stage done', async () => {
    const title = `Projet livré ${Math.random().toString(36).slice(2, 7)}`
    const delivered = await customerWithProject({ status: 12, title, firstName: 'Bruno' })
    const page = await signedIn(browser, baseUrl, delivered.customer)

    const card = await cardOf(page, title)
    await card.getByText('Livré', { exact: true }).waitFor()
    await card.getByRole('progressbar', { name: /Avancement\s:\s100\s%/ }).waitFor()

    await openProject(page, baseUrl, delivered.projectId)
    await page.getByRole('img', { name: /Avancement du projet\s:\s100\s%/ }).waitFor()
    await expect.poll(() => projectStage(page, 'Suivi des travaux').textContent()).toContain('étape terminée')
    expect(await page.getByRole('list', { name: 'Étapes du projet' }).textContent()).not.toContain('en cours')
    await page.context().close()
  })

  it('keeps « Rendez-vous » current while the confirmed visit is to come, with its date, place and calendar file', async () => {
    const title = `Projet visite ${Math.random().toString(36).slice(2, 7)}`
    const visit = await customerWithProject({ status: 3, title, firstName: 'Chloe' })
    const estimate = await attachPdf({ projectId: visit.projectId, kind: 'estimate', title: 'Estimatif', token: visit.staffToken })
    await rest(`/api/projects/${visit.projectId}`, { method: 'PATCH', token: visit.staffToken, body: { estimateFile: estimate.id, address: '8 rue Oberkampf, 75011 Paris' } })
    const token = await login(visit.customer.email, visit.customer.password)
    const bearer = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
    const booking = (await (await fetch(`${baseUrl}/v1/project/rdv/${visit.projectId}`, { headers: bearer })).json()) as { payload: { slots: Array<{ agent_id: string; start: string }> } }
    const slot = booking.payload.slots.at(-1)
    if (!slot) throw new Error('no free slot to book')
    const booked = await fetch(`${baseUrl}/v1/project/rdv/book/${visit.projectId}`, { method: 'POST', headers: bearer, body: JSON.stringify({ agent_id: slot.agent_id, start: slot.start, format: 'sur-place' }) })
    expect(booked.status).toBe(201)
    expect((await fetch(`${baseUrl}/v1/project/rdv/confirm/${visit.projectId}`, { method: 'POST', headers: bearer })).status).toBe(200)

    const page = await signedIn(browser, baseUrl, visit.customer)
    await openProject(page, baseUrl, visit.projectId)
    // At 4 (the appointment confirmed), the visit has not taken place: « Rendez-vous » is the current stage.
    await expect.poll(() => projectStage(page, 'Rendez-vous').getAttribute('aria-pressed')).toBe('true')
    const stages = page.getByRole('list', { name: 'Étapes du projet' })
    expect(await stages.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Rendez-vous/ }) }).getAttribute('aria-current')).toBe('step')
    const panel = page.locator('#etape-du-projet')
    await panel.getByText(/Un rendez-vous est déjà fixé le .+ 20\d\d/).waitFor()
    expect(await panel.textContent()).toContain('8 rue Oberkampf, 75011 Paris')
    // The link downloads the file as a browser does (the session cookie, same origin).
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click()])
    expect(download.suggestedFilename()).toBe('rendez-vous.ics')
    const ics = await readFile((await download.path()) as string, 'utf8')
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain('8 rue Oberkampf\\, 75011 Paris')
    await page.context().close()
  })
})

describe('the estimate and the declared budget', () => {
  it('says plainly when the indicative budget is above the budget declared in the questionnaire', async () => {
    // The seeded « Deux-pièces à Lyon » (status 2) declared « Moins de 15 000 € ».
    const staffToken = await login(demoAccount('staff').email, demoAccount('staff').password)
    const { body } = await getJson<{ docs: Array<{ id: number; budgetLow: number | null }> }>(`/api/projects?depth=0&where[title][equals]=${encodeURIComponent('Deux-pièces à Lyon')}`, staffToken)
    const project = body.docs[0]
    if (!project) throw new Error('the seed has no « Deux-pièces à Lyon »')
    expect(project.budgetLow).toBeGreaterThan(15_000_00)
    const page = await signedIn(browser, baseUrl, demoAccount('customer'))
    await openProject(page, baseUrl, project.id)
    await page.getByText(/^Ce budget indicatif dépasse le budget que vous avez indiqué dans le questionnaire \(«\sMoins de 15\s000\s€\s»\)\./).waitFor()
    await page.context().close()
  })
})

describe('the back office', () => {
  it('follows a status move made elsewhere without a reload', async () => {
    const title = `Projet panneau ${Math.random().toString(36).slice(2, 7)}`
    const project = await customerWithProject({ status: 2, title, firstName: 'Denis' })
    const staff = demoAccount('staff')
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await adminLogin(page, baseUrl, staff)
    await page.goto(`${baseUrl}/admin/collections/projects/${project.projectId}`)
    const current = page.locator('.project-status__current')
    await current.getByText(/^En attente de l.estimatif$/).waitFor()
    // A mark on the window: a reload would lose it (Payload's own URL updates do not).
    await page.evaluate(() => Object.assign(window, { beforeTheMove: true }))

    // Another member of staff attaches the estimate: the project moves from 2 to 3 on the server.
    const estimate = await attachPdf({ projectId: project.projectId, kind: 'estimate', title: 'Estimatif', token: project.staffToken })
    await rest(`/api/projects/${project.projectId}`, { method: 'PATCH', token: project.staffToken, body: { estimateFile: estimate.id } })
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await current.getByText('Estimatif disponible', { exact: true }).waitFor({ timeout: 20_000 })
    // The blocked moves are the ones of the new status: the estimate is no longer what is missing.
    expect(await page.getByText(/aucun estimatif n’est joint au projet/).count()).toBe(0)
    await page.getByRole('button', { name: 'Mettre en exception' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { beforeTheMove?: boolean }).beforeTheMove)).toBe(true)
    await context.close()
  })

  it('writes dates in Paris time whatever the browser’s time zone, the commune by its name, and shows the uploaded photos', async () => {
    const title = `Projet Paris ${Math.random().toString(36).slice(2, 7)}`
    const project = await customerWithProject({ status: 3, title, firstName: 'Emma' })
    // The customer's photos, uploaded as the questionnaire's photo question does (not in the project's `photos` list).
    const token = await login(project.customer.email, project.customer.password)
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 170, g: 120, b: 90 } } }).png().toBuffer()
    const form = new FormData()
    form.append('project_photos[]', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'salon.png')
    expect((await fetch(`${baseUrl}/v1/project/upload/files/${project.projectId}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).status).toBe(200)

    const staff = demoAccount('staff')
    const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await adminLogin(page, baseUrl, staff)

    // The list's « Modifié le » column: the instant as Paris's clocks show it, not New York's nor the server's UTC.
    const { body } = await getJson<{ updatedAt: string }>(`/api/projects/${project.projectId}?depth=0`, project.staffToken)
    const paris = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(body.updatedAt))
    const [hour, minute] = [Number(paris.find((part) => part.type === 'hour')?.value), paris.find((part) => part.type === 'minute')?.value]
    const parisTime = minute === '00' ? `à ${hour}\u00a0h` : `à ${hour}\u00a0h\u00a0${minute}`
    await page.goto(`${baseUrl}/admin/collections/projects?where[title][equals]=${encodeURIComponent(title)}`)
    const row = page.getByRole('row').filter({ hasText: title })
    await row.waitFor()
    await expect.poll(() => row.textContent()).toContain(parisTime)

    // The seeded demo project's commune answer (INSEE 75056) reads as its name.
    const { body: demo } = await getJson<{ docs: Array<{ id: number }> }>(`/api/projects?depth=0&where[title][equals]=${encodeURIComponent('Appartement rue des Martyrs')}`, project.staffToken)
    await page.goto(`${baseUrl}/admin/collections/projects/${demo.docs[0]?.id}`)
    const answers = page.getByRole('region', { name: 'Réponses au questionnaire' })
    await answers.waitFor()
    await answers.getByRole('definition').filter({ hasText: /^Paris \(75\)$/ }).waitFor()
    expect(await answers.textContent()).not.toContain('75056')

    await page.goto(`${baseUrl}/admin/collections/projects/${project.projectId}`)
    // The document's own « Modifié le », in Paris time too.
    await expect.poll(() => page.locator('.paris-document-dates').textContent()).toContain(parisTime)
    const photos = page.getByRole('region', { name: 'Photos du projet' })
    await photos.waitFor()
    await photos.getByRole('img', { name: /salon/ }).waitFor()
    expect(await photos.getByText('Aucune photo.').count()).toBe(0)
    await context.close()
  })
})
