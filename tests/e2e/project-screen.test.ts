import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { authHeaders, baseUrl, demoAccount, login } from './support/api.ts'
import { placeProjectAt } from '../support/place-project.ts'

/**
 * The project screen as a customer sees it at statuses 2, 3, 4, 8, 9 and 13 (design/workflow.md), with a
 * test customer whose projects are put at those statuses by staff through Payload's REST API (staff may
 * set any status). The estimate PDF is paged in the viewer and downloaded; another customer's project is
 * refused over /v1 and in the browser.
 */

const TEXT = {
  requested: 'Estimatif : nous avons bien reçu votre demande. Un expert travaux reviendra vers vous avec un estimatif de votre projet.',
  estimateDetails: 'Détails de l’estimatif',
  nextStep: 'Prochaine étape',
  book: 'Je prends un rendez-vous',
  confirmBooking: 'Confirmer le rendez-vous',
  appointmentFixed: 'Un rendez-vous est déjà fixé avec votre expert travaux.',
  goToStyle: 'Passer au choix de style',
  feeAwaited: 'Votre choix de style est bien enregistré. Vos honoraires sont en cours de préparation : vous les retrouverez ici dès qu’ils seront prêts.',
  feeDetails: 'Détails des honoraires',
  goToSignature: 'Passer à la signature',
  sign: 'Signer mon contrat',
  beforeSignature: 'Avant de passer à la signature de votre devis et de vos honoraires :',
  depositDue: 'L’acompte reste à régler.',
  suspendedSignature: 'Votre projet est suspendu : la signature reprendra avec lui.',
  noReport: 'Aucune donnée à afficher pour le moment',
  noReportFile: 'Aucun fichier pour le moment',
  allReports: 'Voir tous les rapports de suivi',
} as const

type Id = string | number

let browser: Browser
let staffToken: string
let customer: { id: Id; email: string; password: string }
const projects: Record<number, { id: Id; estimate?: string }> = {}
let strangerProjectId: Id

async function twoPagePdf(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (const page of [1, 2]) doc.addPage([595, 842]).drawText(`${title} - page ${page}`, { x: 50, y: 780, size: 20, font })
  return doc.save()
}

async function rest<T = any>(path: string, init: { method: string; token: string; body?: unknown }): Promise<T> {
  const isForm = init.body instanceof FormData
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method,
    headers: { ...authHeaders(init.token), ...(init.body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as FormData) : JSON.stringify(init.body) }),
  })
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

async function createCustomer(adminToken: string) {
  const email = `projet-${randomBytes(4).toString('hex')}@exemple.fr`
  const password = 'Maisonnee;2026ef'
  const { doc } = await rest<{ doc: { id: Id } }>('/api/users', { method: 'POST', token: adminToken, body: { email, password, role: 'customer', isActive: true, firstName: 'Léa', lastName: 'Durand' } })
  return { id: doc.id, email, password }
}

/** A project for `owner` put at `status` by staff, with its estimate, fee presentation and quote when it has reached them. */
async function projectAt(owner: Id, status: number, { withEstimate, withPresentation, withQuote = false }: { withEstimate: boolean; withPresentation: boolean; withQuote?: boolean }) {
  const { doc } = await rest<{ doc: { id: Id } }>('/api/projects', {
    method: 'POST',
    token: staffToken,
    body: { title: `Projet au statut ${status}`, owner, address: '12 rue des Lilas, 69003 Lyon', surface: 64 },
  })
  await placeProjectAt(inject('databaseUri'), { projectId: doc.id, status: status === 13 ? 9 : status })
  const documents: Record<string, Id> = {}
  let estimate: string | undefined
  for (const [field, kind, wanted] of [['estimateFile', 'estimate', withEstimate], ['presentationFile', 'presentation', withPresentation], ['quoteFile', 'quote', withQuote]] as const) {
    if (!wanted) continue
    const form = new FormData()
    form.append('file', new Blob([Buffer.from(await twoPagePdf(kind))], { type: 'application/pdf' }), `${kind}-${doc.id}.pdf`)
    form.append('_payload', JSON.stringify({ kind, project: doc.id }))
    const file = await rest<{ doc: { id: Id; filename: string } }>('/api/files', { method: 'POST', token: staffToken, body: form })
    documents[field] = file.doc.id
    if (kind === 'estimate') estimate = file.doc.filename
  }
  await rest(`/api/projects/${doc.id}`, { method: 'PATCH', token: staffToken, body: { ...documents, ...(status === 13 ? { status: 13, statusChangeReason: 'Projet de test mis en attente' } : {}) } })
  return { id: doc.id, ...(estimate ? { estimate } : {}) }
}

beforeAll(async () => {
  browser = await launchBrowser()
  const admin = demoAccount('admin')
  const staff = demoAccount('staff')
  const adminToken = await login(admin.email, admin.password)
  staffToken = await login(staff.email, staff.password)
  customer = await createCustomer(adminToken)
  const stranger = await createCustomer(adminToken)
  for (const status of [2, 3, 4, 8, 9, 10]) projects[status] = await projectAt(customer.id, status, { withEstimate: status >= 3, withPresentation: status >= 9, withQuote: status >= 9 })
  // 13 after 9: the project keeps what it showed at 9, frozen.
  projects[13] = await projectAt(customer.id, 13, { withEstimate: true, withPresentation: true, withQuote: true })
  await rest('/api/reports', { method: 'POST', token: staffToken, body: { project: projects[9]?.id, title: 'Visite de chantier nº 1', description: 'Démolition terminée.' } })
  strangerProjectId = (await projectAt(stranger.id, 3, { withEstimate: true, withPresentation: false })).id
}, 180_000)

afterAll(async () => {
  await browser?.close()
})

async function signedInPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR', acceptDownloads: true })
  const page = await context.newPage()
  const response = await page.request.post(`${baseUrl}/api/users/login`, { data: { email: customer.email, password: customer.password }, headers: { Origin: baseUrl } })
  expect(response.status()).toBe(200)
  return { context, page }
}

const stage = (page: Page, name: string) => page.getByRole('list', { name: 'Étapes du projet' }).getByRole('button', { name: new RegExp(`^${name}`) })
const currentStep = (page: Page) => page.getByRole('list', { name: 'Étapes du projet' }).locator('li[aria-current="step"]')

/** Opens a project and waits until React has hydrated the stepper (its buttons then answer clicks). */
async function openProject(page: Page, status: number) {
  await page.goto(`${baseUrl}/project/${projects[status]?.id}`)
  await page.getByRole('heading', { level: 1, name: `Projet au statut ${status}` }).waitFor()
  await waitForHydration(page, 'ol[aria-label="Étapes du projet"] button')
}

describe('the project screen by status', () => {
  it('at 2 says the request is received, after the estimate spinner', async () => {
    const { context, page } = await signedInPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await openProject(page, 2)
    expect(await currentStep(page).textContent()).toContain('Estimatif')
    await page.getByText('Chargement de l’estimatif…').waitFor()
    await page.getByText(TEXT.requested, { exact: true }).waitFor()
    expect(await page.getByText('En attente de l’estimatif').count()).toBeGreaterThan(0)
    expect(await page.getByRole('button', { name: TEXT.book }).count()).toBe(0)
    // The summary card and the empty report panel.
    await page.getByRole('img', { name: 'Avancement du projet : 17 %' }).waitFor()
    await page.getByText('12 rue des Lilas, 69003 Lyon').waitFor()
    await page.getByText(TEXT.noReport).waitFor()
    expect(await page.getByRole('link', { name: TEXT.allReports }).getAttribute('href')).toBe(`/suivi-des-travaux/${projects[2]?.id}`)
    // A locked stage opens to read, never to act.
    await stage(page, 'Signature').click()
    await page.getByRole('heading', { name: 'Étape 7 : Signature' }).waitFor()
    await page.getByText('La signature s’ouvrira une fois l’acompte réglé : vous signerez alors ensemble le devis et la présentation des honoraires.').waitFor()
    // The questionnaire stage says the answers are sent.
    await stage(page, 'Questionnaire').click()
    await page.getByText('Vos réponses ont déjà été envoyées et validées.').waitFor()
    // With no PDF to show, pdf.js (the viewer's chunk and its worker) is never fetched.
    expect(requested.filter((url) => /pdf-viewer|pdf\.worker/.test(url))).toEqual([])
    await context.close()
  })

  it('at 3 shows the estimate in the viewer (paged, downloadable), books an appointment and finishes to 4', async () => {
    const { context, page } = await signedInPage()
    const worker = page.waitForResponse((response) => /\/assets\/pdf\.worker[^/]*\.mjs$/.test(response.url()))
    // The viewer is a chunk of its own, fetched when a PDF is to be shown (never at 2: see above).
    const viewerChunk = page.waitForRequest(/\/assets\/pdf-viewer-[^/]*\.js$/)
    await openProject(page, 3)
    expect(await currentStep(page).textContent()).toContain('Rendez-vous')
    await page.getByRole('heading', { name: TEXT.estimateDetails }).waitFor()
    await page.getByRole('heading', { name: TEXT.nextStep }).waitFor()
    await page.getByRole('button', { name: TEXT.goToStyle }).waitFor()

    // The PDF viewer: page 1 of 2, then page 2.
    await page.getByText('Page 1 sur 2').waitFor()
    await page.locator('.react-pdf__Page canvas').waitFor()
    // pdf.js's worker comes from our own build, as JavaScript.
    expect(new URL((await worker).url()).origin).toBe(baseUrl)
    expect((await worker).headers()['content-type']).toBe('text/javascript; charset=utf-8')
    await viewerChunk
    await page.getByRole('button', { name: 'Page suivante' }).click()
    await page.getByText('Page 2 sur 2').waitFor()
    expect(await page.getByRole('button', { name: 'Page suivante' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Agrandir' }).click()
    await page.getByText('Zoom : 125 %').waitFor({ state: 'attached' })

    // Download: the file itself, as an attachment.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Télécharger' }).click()])
    expect(download.suggestedFilename()).toBe(projects[3]?.estimate)
    const saved = await readFile((await download.path()) as string)
    expect(saved.subarray(0, 5).toString()).toBe('%PDF-')

    // 'Je prends un rendez-vous': the booking in a dialog (no frame); choosing a slot and confirming it books it
    // and moves to 4 in one step, and the dialog closes (issue 36).
    await page.getByRole('button', { name: TEXT.book }).click()
    const dialog = page.getByRole('dialog', { name: 'Prendre un rendez-vous' })
    await dialog.waitFor()
    expect(await dialog.locator('iframe').count()).toBe(0)
    const confirm = dialog.getByRole('button', { name: TEXT.confirmBooking })
    await confirm.waitFor()
    expect(await confirm.isDisabled()).toBe(true)
    // The seeded architect's first free day, and its first hour.
    await dialog.getByRole('button', { pressed: true }).waitFor()
    await dialog.locator('label[for^="slot-"]').first().click()
    await confirm.click()
    await dialog.waitFor({ state: 'detached' })
    await page.getByText('En attente du choix de style').first().waitFor()
    const stored = await rest<{ status: number }>(`/api/projects/${projects[3]?.id}?depth=0`, { method: 'GET', token: staffToken })
    expect(stored.status).toBe(4)
    await context.close()
  })

  it('at 4 opens the style stage and, on the estimate, says the appointment is fixed', async () => {
    const { context, page } = await signedInPage()
    await openProject(page, 4)
    await page.getByRole('heading', { name: 'Étape 4 : Choix du style' }).waitFor()
    await page.getByRole('heading', { name: 'Choix du style', exact: true }).waitFor()
    await stage(page, 'Estimatif').click()
    await page.getByText(TEXT.appointmentFixed).waitFor()
    await page.getByRole('heading', { name: TEXT.estimateDetails }).waitFor()
    expect(await page.getByRole('button', { name: TEXT.book }).count()).toBe(0)
    await page.getByRole('button', { name: TEXT.goToStyle }).click()
    await page.getByRole('heading', { name: 'Étape 4 : Choix du style' }).waitFor()
    await context.close()
  })

  it('at 8 says the style is chosen and the fee is awaited', async () => {
    const { context, page } = await signedInPage()
    await openProject(page, 8)
    expect(await currentStep(page).textContent()).toContain('Devis et honoraires')
    await page.getByText(TEXT.feeAwaited).waitFor()
    await stage(page, 'Estimatif').click()
    await page.getByText(TEXT.appointmentFixed).waitFor()
    expect(await page.getByRole('button', { name: TEXT.goToStyle }).count()).toBe(0)
    await context.close()
  })

  it('at 9 shows the fee presentation and says the deposit is still due, with no way to the signature yet; the latest report is shown', async () => {
    const { context, page } = await signedInPage()
    await openProject(page, 9)
    await page.getByRole('heading', { name: TEXT.feeDetails }).waitFor()
    await page.getByText('Page 1 sur 2').first().waitFor()
    await page.getByRole('heading', { name: 'Visite de chantier nº 1' }).waitFor()
    await page.getByText(TEXT.noReportFile).waitFor()
    await page.getByText('Démolition terminée.').waitFor()
    await page.getByText(TEXT.beforeSignature).waitFor()
    await page.getByText(TEXT.depositDue).waitFor()
    expect(await page.getByRole('button', { name: TEXT.goToSignature }).count()).toBe(0)
    // The signature stage, opened ahead, says the same.
    await stage(page, 'Signature').click()
    await page.getByRole('heading', { name: 'Étape 7 : Signature' }).waitFor()
    await page.getByText(TEXT.depositDue).waitFor()
    expect(await page.getByRole('button', { name: TEXT.sign }).count()).toBe(0)
    await context.close()
  })

  it('at 10 (the deposit paid) with the quote and the fee presentation, « Passer à la signature » leads to « Signer mon contrat »', async () => {
    const { context, page } = await signedInPage()
    await openProject(page, 10)
    await stage(page, 'Devis et honoraires').click()
    await page.getByRole('heading', { name: TEXT.feeDetails }).waitFor()
    expect(await page.getByText(TEXT.beforeSignature).count()).toBe(0)
    await page.getByRole('button', { name: TEXT.goToSignature }).click()
    await page.getByRole('heading', { name: 'Étape 7 : Signature' }).waitFor()
    await page.getByRole('button', { name: TEXT.sign }).waitFor()
    await context.close()
  })

  it('at 13 shows the exception banner with a contact link, and every action is disabled', async () => {
    const { context, page } = await signedInPage()
    await openProject(page, 13)
    const banner = page.getByRole('alert').filter({ hasText: 'Projet suspendu' })
    await banner.waitFor()
    expect(await banner.getByRole('link', { name: 'Contactez-nous' }).getAttribute('href')).toBe('/page-contact')
    // The stage held before the exception (9) stays current, frozen.
    expect(await currentStep(page).textContent()).toContain('Devis et honoraires')
    await page.getByRole('heading', { name: TEXT.feeDetails }).waitFor()
    // No way to the signature on hold: the panel says why.
    expect(await page.getByRole('button', { name: TEXT.goToSignature }).count()).toBe(0)
    await page.getByText(TEXT.suspendedSignature).waitFor()
    await expectNoSeriousAxeViolations(page)
    await stage(page, 'Estimatif').click()
    await page.getByText(TEXT.appointmentFixed).waitFor()
    expect(await page.getByRole('button', { name: TEXT.goToStyle }).count()).toBe(0)
    await context.close()
  })
})

describe('another customer’s project', () => {
  it('is answered over /v1 as a missing project (404, issue #37) and sends the browser to /wrong/link', async () => {
    const { context, page } = await signedInPage()
    const api = await page.request.get(`${baseUrl}/v1/project/one/${strangerProjectId}`, { headers: { Origin: baseUrl } })
    expect(api.status()).toBe(404)
    expect(await api.json()).toEqual({ s: 0, error: 'Projet introuvable.' })
    const mine = await page.request.get(`${baseUrl}/v1/project/one/${projects[2]?.id}`, { headers: { Origin: baseUrl } })
    expect(mine.status()).toBe(200)
    await page.goto(`${baseUrl}/project/${strangerProjectId}`)
    await page.waitForURL(/\/wrong\/link/)
    await page.getByRole('heading', { name: 'Ce lien ne vous est pas accessible' }).waitFor()
    await context.close()
  })
})
