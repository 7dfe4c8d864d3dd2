import { createHash, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { openProject, signedIn } from './support/project-page.ts'
import { attachPdf, seededLogin } from './support/api.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { placeProjectAt } from '../support/place-project.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { pdfsig } from '../support/pdfsig.ts'

/**
 * Paying and signing as a customer does it (design/workflow.md 7 -> 8, 9 -> 10 -> 11): Stripe Checkout
 * played by a local fake that speaks Stripe's API and signs its webhooks as Stripe does, the bank transfer's
 * instructions, and the built-in e-signature with its code read from a real SMTP server on loopback.
 */

type Id = string | number

let app: AppServer
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let stripe: FakeStripe
let browser: Browser
let adminToken: string

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function rest<T = any>(path: string, init: { method: string; body?: unknown; token?: string }): Promise<T> {
  const isForm = init.body instanceof FormData
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: init.method,
    headers: { Authorization: `JWT ${init.token ?? adminToken}`, ...(init.body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as FormData) : JSON.stringify(init.body) }),
  })
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A customer whose project staff put at `status`, with the amounts to pay and, from 9, the fee presentation and the quote. */
async function customerWithProject(status: 7 | 9) {
  const email = `paiement-${randomBytes(4).toString('hex')}@exemple.fr`
  const password = 'Maisonnee;2026ef'
  const { doc: user } = await rest<{ doc: { id: Id } }>('/api/users', { method: 'POST', body: { email, password, role: 'customer', isActive: true, firstName: 'Claire', lastName: 'Martin' } })
  const { doc: project } = await rest<{ doc: { id: Id } }>('/api/projects', {
    method: 'POST',
    body: { title: `Projet à ${status}`, owner: user.id, auditAmount: 700, quoteAmount: 12_480 },
  })
  await placeProjectAt(app.shared.databaseUri, { projectId: project.id, status })
  let quote: Buffer | null = null
  let fees: Buffer | null = null
  if (status === 9) {
    const presentation = await attachPdf({ projectId: project.id, kind: 'presentation', title: 'Présentation des honoraires', token: adminToken, origin: app.baseUrl })
    const attached = await attachPdf({ projectId: project.id, kind: 'quote', title: 'Devis nº 42 – rénovation complète', token: adminToken, origin: app.baseUrl })
    quote = attached.bytes
    fees = presentation.bytes
    await rest(`/api/projects/${project.id}`, { method: 'PATCH', body: { presentationFile: presentation.id, quoteFile: attached.id } })
  }
  return { email, password, projectId: project.id, quote, fees }
}

const statusOf = async (projectId: Id) => (await rest<{ status: number }>(`/api/projects/${projectId}?depth=0`, { method: 'GET' })).status

beforeAll(async () => {
  smtp = await startSmtpCapture()
  stripe = await startFakeStripe()
  app = await startAppServer({ SMTP_URL: smtp.url, STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url })
  stripe.setWebhookUrl(`${app.baseUrl}/v1/payment/stripe/webhook`)
  browser = await launchBrowser()
  adminToken = (await seededLogin(app, 'admin')).token
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
  await stripe?.close()
  await smtp?.stop()
})

describe('paying and signing', () => {
  it('pays the quote by card through Stripe Checkout (status 10), then signs the quote and the fee presentation with one emailed code and reaches the works follow-up; both signed PDFs pass pdfsig and their audit pages bear their originals’ hashes', async () => {
    const { email, password, projectId, quote, fees } = await customerWithProject(9)
    const page = await signedIn(browser, app.baseUrl, { email, password })
    await openProject(page, app.baseUrl, projectId)
    // Before the deposit, no way to the signature: the fee panel says what is missing instead.
    await page.getByText('L’acompte reste à régler.').waitFor()
    expect(await page.getByRole('button', { name: 'Passer à la signature' }).count()).toBe(0)
    const payment = page.getByRole('region', { name: 'Règlement du devis' })
    // At 9 the deposit (design/workflow.md): the seeded terms' 30 %, the balance and when it is paid.
    await payment.getByText('Acompte à régler : 3 744,00 € TTC').waitFor()
    await payment.getByText('Soit 30 % du devis de 12 480,00 € TTC, à régler avant la signature de votre contrat.').waitFor()
    await payment.getByText(/^Le solde, 8\s736,00\s€\sTTC, se règle par échéances/).waitFor()

    await payment.getByRole('button', { name: 'Payer par carte ou prélèvement SEPA' }).click()
    await page.waitForURL((url) => url.href.startsWith(`${stripe.url}/c/pay/`))
    await page.getByText('3 744,00 €', { exact: true }).waitFor()
    await page.getByRole('button', { name: /^Payer/ }).click()
    await page.waitForURL(`${app.baseUrl}/project/${projectId}?paiement=merci`)
    expect(stripe.events.map((event) => `${event.type} ${event.status}`)).toEqual(['checkout.session.completed 200'])
    expect(await statusOf(projectId)).toBe(10)

    const sign = page.getByRole('button', { name: 'Signer mon contrat' })
    await sign.waitFor()
    await waitForHydration(page, 'ol[aria-label="Étapes du projet"] button')
    await sign.click()
    await page.waitForURL(/\/signature\/[\w-]+$/)
    await page.getByRole('heading', { name: 'Signature de votre contrat', level: 1 }).waitFor()
    // Both documents, each with its title, its viewer, its download and its hash; the page says both are signed at once.
    await page.getByText('Vous les signez ensemble', { exact: false }).waitFor()
    for (const [title, bytes] of [['Devis', quote], ['Présentation des honoraires', fees]] as const) {
      const document = page.getByRole('region', { name: title, exact: true })
      await document.getByText(`Empreinte SHA-256 du document : ${sha256(bytes as Buffer)}`).waitFor()
      const served = await page.evaluate(async (href) => Array.from(new Uint8Array(await (await fetch(href)).arrayBuffer())), (await document.getByRole('link', { name: /Télécharger/ }).getAttribute('href')) ?? '')
      expect(sha256(new Uint8Array(served))).toBe(sha256(bytes as Buffer))
    }
    await waitForHydration(page, 'form button[type="submit"]')

    await page.getByRole('button', { name: 'Recevoir mon code par email' }).click()
    await page.getByText(/^Un code à 6 chiffres vient d’être envoyé à p•+@exemple\.fr\. Il est valable 10 minutes\.$/).waitFor()
    const mail = await smtp.waitForMail(email, /code de signature/)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
    expect(mail.text).toMatch(/Voici votre code pour signer «\s*quote-\S+\.pdf\s*» et «\s*presentation-\S+\.pdf\s*»/)

    // Missing pieces are named before anything is sent.
    await page.getByRole('button', { name: 'Signer mon contrat' }).click()
    await page.getByText('Le code reçu par email compte 6 chiffres.').waitFor()
    await page.getByText('Dessinez ou écrivez votre signature.').waitFor()
    await page.getByText('Cochez la case pour accepter le contrat.').waitFor()

    await page.getByLabel('Code reçu par email').fill(code)
    // The refused submit moved the focus to the first field in error (the code): bring the pad back into view to draw.
    const padArea = page.getByRole('img', { name: /^Zone de signature/ })
    await padArea.scrollIntoViewIfNeeded()
    const pad = await padArea.boundingBox()
    if (!pad) throw new Error('no signature pad')
    await page.mouse.move(pad.x + pad.width * 0.15, pad.y + pad.height * 0.6)
    await page.mouse.down()
    for (const [x, y] of [[0.3, 0.3], [0.45, 0.7], [0.6, 0.35], [0.8, 0.6]] as const) await page.mouse.move(pad.x + pad.width * x, pad.y + pad.height * y, { steps: 6 })
    await page.mouse.up()
    await page.getByRole('checkbox', { name: 'J’ai lu le devis et la présentation des honoraires, et j’accepte de les signer électroniquement.' }).click()
    await page.getByRole('button', { name: 'Signer mon contrat' }).click()
    await page.getByRole('heading', { name: 'Votre contrat est signé' }).waitFor()
    expect(await statusOf(projectId)).toBe(11)

    // Each document signed, downloaded as the customer does: sealed over the whole file (pdfsig), its certificate naming the other.
    for (const [link, bytes, other] of [['Télécharger le devis signé', quote, fees], ['Télécharger la présentation des honoraires signée', fees, quote]] as const) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()])
      const signed = new Uint8Array(await readFile((await download.path()) ?? ''))
      const report = pdfsig(signed)
      expect(report).toContain('Signature Type: ETSI.CAdES.detached')
      expect(report).toContain('Total document signed')
      expect(report).toContain('Signature Validation: Signature is Valid.')
      const pages = await pdfPageTexts(signed)
      expect(pages).toHaveLength(2)
      expect(pages[0]).toContain('Signé électroniquement par Claire Martin')
      expect(pages[1]).toContain(`Empreinte SHA-256 du document original ${sha256(bytes as Buffer)}`)
      expect(pages[1]).toContain(`SHA-256 du document original : ${sha256(other as Buffer)}`)
      expect(pages[1]).toContain(email)
    }

    await page.getByRole('link', { name: 'Voir le suivi des travaux' }).click()
    await page.waitForURL(`${app.baseUrl}/suivi-des-travaux/${projectId}`)
    await page.getByRole('heading', { name: 'Suivi des travaux', level: 1 }).waitFor()

    // Back on the project, the signature stage offers the signed contract; the link cannot be used again.
    await openProject(page, app.baseUrl, projectId)
    await page.getByRole('button', { name: /^Signature/ }).click()
    await page.getByText('Votre devis et la présentation des honoraires sont signés.').waitFor()
    expect(await page.getByRole('link', { name: 'Voir mes documents signés' }).getAttribute('href')).toBe(`/mesdocuments/${projectId}`)
    await page.context().close()
  })

  it('shows the transfer instructions for the audit; a forged webhook changes nothing, the real one moves 7 -> 8 once, its replay nothing', async () => {
    const { email, password, projectId } = await customerWithProject(7)
    const page = await signedIn(browser, app.baseUrl, { email, password })
    await openProject(page, app.baseUrl, projectId)
    const payment = page.getByRole('region', { name: 'Règlement de l’audit' })
    await payment.getByText('Montant à régler : 700,00 € TTC').waitFor()
    await payment.getByRole('button', { name: 'Payer par virement' }).click()
    const transfer = payment.getByRole('region', { name: 'Coordonnées pour votre virement' })
    await transfer.getByText('FR76 3000 6000 0112 3456 7890 189').waitFor()
    await transfer.getByText(`MAISONNEE-${String(projectId).padStart(6, '0')}-AUDIT`).waitFor()

    // The customer starts a card payment (as the app's client does) and Stripe completes its session.
    const token = ((await (await fetch(`${app.baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })).json()) as { token: string }).token
    const started = await fetch(`${app.baseUrl}/v1/project/payment/checkout/${projectId}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(started.status).toBe(201)
    const { payload: checkout } = (await started.json()) as { payload: { uri: string } }
    const sessionId = checkout.uri.split('/').pop() ?? ''
    stripe.complete(sessionId)
    const completed = stripe.eventFor(sessionId, 'checkout.session.completed')

    const forged = await stripe.deliver(completed, { forge: true })
    expect(forged).toEqual({ status: 400, answer: JSON.stringify({ s: 0, error: 'Signature du webhook invalide.' }) })
    expect(await statusOf(projectId)).toBe(7)

    expect((await stripe.deliver(completed)).status).toBe(200)
    expect(await statusOf(projectId)).toBe(8)
    const replay = await stripe.deliver(completed)
    expect(replay).toEqual({ status: 200, answer: JSON.stringify({ s: 1, payload: { outcome: 'duplicate' } }) })
    expect(await statusOf(projectId)).toBe(8)

    const { docs: history } = await rest<{ docs: Array<{ from: string; to: string }> }>(`/api/project-history?depth=0&where[project][equals]=${projectId}`, { method: 'GET' })
    expect(history.filter((entry) => entry.from === '7' && entry.to === '8')).toHaveLength(1)
    const { docs: payments } = await rest<{ docs: Array<{ method: string; status: string }> }>(`/api/payments?depth=0&sort=createdAt&where[project][equals]=${projectId}`, { method: 'GET' })
    expect(payments.map((entry) => `${entry.method}:${entry.status}`)).toEqual(['transfer:cancelled', 'stripe:paid'])

    // The screen follows without a reload: the next stage opens, waiting for the quote and the fee.
    await page.getByText('Vos honoraires sont en cours de préparation', { exact: false }).waitFor()
    expect(await page.getByRole('region', { name: 'Règlement de l’audit' }).count()).toBe(0)
    await page.context().close()
  })
})
