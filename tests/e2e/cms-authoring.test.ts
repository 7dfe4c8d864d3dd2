import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { addRuleWithCondition, adminLogin, fieldId, pickOption, startQuestion } from './support/admin.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { placeProjectAt } from '../support/place-project.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'
import { tinyPdf } from '../int/support/fixtures.ts'
import { DOC_ID_PATTERN as ID } from '../../src/domain/ids/doc-id-shape.ts'

/**
 * The back office as its authors use it, on an app of its own (publishing a questionnaire makes it the one
 * every new visitor gets): marketing writes a branching rule with the visual builder and visitors follow
 * it; a curator uploads a gallery at once, reorders it, and customers see the style in the catalogue.
 */

type Id = number | string

let app: AppServer
let browser: Browser
let marketing: DemoAccount
let curator: DemoAccount
let token: string
let adminToken: string
let quizId: Id

async function login(account: DemoAccount): Promise<string> {
  const response = await fetch(`${app.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  return ((await response.json()) as { token: string }).token
}

async function rest<T = any>(path: string, method: string, body?: unknown, as: string = token): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { Authorization: `JWT ${as}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const QUIZ = 'Questionnaire maison ou appartement'
const PROPERTY = 'Type de bien'
const LIVING_AREA = 'Quelle est la surface habitable, en m² ?'
const FLOOR = 'À quel étage se trouve le logement ?'
const GARDEN = 'Quelle est la surface du jardin, en m² ?'
const REMARKS = 'Une remarque pour finir ?'

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startAppServer(), launchBrowser()])
  const account = (role: DemoAccount['role']) => {
    const found = readCredentials(app.dataDir)?.find((a) => a.role === role)
    if (!found) throw new Error(`no seeded ${role} account`)
    return found
  }
  marketing = account('marketing')
  curator = account('curator')
  ;[token, adminToken] = await Promise.all([login(marketing), login(account('admin'))])

  // A questionnaire without the question marketing adds in the admin: type of property, floor, garden.
  const quiz = await rest<{ doc: { id: Id } }>('/api/quizzes?draft=true', 'POST', { title: QUIZ, _status: 'draft' })
  quizId = quiz.doc.id
  const question = (position: number, data: Record<string, unknown>) =>
    rest('/api/questions', 'POST', { quiz: quiz.doc.id, position, _status: 'published', ...data })
  await question(0, { title: PROPERTY, type: '1', choices: [{ value: 'appartement', title: 'Appartement' }, { value: 'maison', title: 'Maison' }] })
  await question(2, { title: FLOOR, type: '11' })
  await question(3, { title: GARDEN, type: '11' })
  await rest(`/api/quizzes/${quiz.doc.id}`, 'PATCH', { _status: 'published' })
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** A visitor answers the type of property and the living area, and lands on the question that follows. */
async function visitorAfterLivingArea(property: string): Promise<string> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`${app.baseUrl}/web-questionnaire/-1`)
  await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'COMMENCER' }).click()
  await page.getByRole('heading', { level: 1, name: PROPERTY }).waitFor({ timeout: 15_000 })
  await page.getByRole('radio', { name: property }).click()
  await page.getByRole('button', { name: 'Suivant' }).click()
  await page.getByRole('heading', { level: 1, name: LIVING_AREA }).waitFor({ timeout: 15_000 })
  await page.getByRole('textbox').fill('95')
  await page.getByRole('button', { name: 'Suivant' }).click()
  const next = page.getByRole('heading', { level: 1, name: new RegExp(`${FLOOR}|${GARDEN}`.replace(/[?²,]/g, '.')) })
  await next.waitFor({ timeout: 15_000 })
  const title = (await next.textContent()) ?? ''
  await context.close()
  return title
}

describe('the condition builder, as marketing', () => {
  it('adds a question with a rule read as a sentence, publishes it, and visitors follow the rule', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)

    await startQuestion(page, app.baseUrl, { quiz: QUIZ, position: 1, title: LIVING_AREA })
    await pickOption(page, page.locator(fieldId('type')), 'Nombre')

    // 'Si [Type de bien] [est] [Maison] alors aller à [surface du jardin]', picked from lists: no id typed.
    await addRuleWithCondition(page)
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.question')), PROPERTY)
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.operator')), 'est')
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.value')), 'Maison')
    await pickOption(page, page.locator(fieldId('rules.0.goto')), GARDEN)
    // The rule's title reads as the engine reads it.
    await expect
      .poll(() => page.locator(fieldId('rules')).locator('.array-field__row-header').first().textContent(), { timeout: 10_000 })
      .toBe(`Règle 1 : Si « ${PROPERTY} » est « Maison » alors aller à « ${GARDEN} »`)

    await page.getByRole('button', { name: /^Publier/ }).click()
    await expect.poll(() => page.locator('.payload-toast-container').textContent(), { timeout: 20_000 }).toMatch(/publié|succès|réussie/i)
    await context.close()

    // What was stored is what the engine reads: the choice's code, the questions' ids.
    const { docs } = await rest<{ docs: { id: Id; title: string }[] }>(`/api/questions?depth=0&limit=10&where[quiz.title][equals]=${encodeURIComponent(QUIZ)}`, 'GET')
    const idOf = (title: string) => docs.find((doc) => doc.title === title)?.id
    const created = await rest<{ rules: { conditions: { question: Id; operator: string; value: string }[]; goto: Id }[] }>(
      `/api/questions/${idOf(LIVING_AREA)}?depth=0`,
      'GET',
    )
    expect(created.rules).toMatchObject([{ conditions: [{ question: idOf(PROPERTY), operator: 'est', value: 'maison' }], goto: idOf(GARDEN) }])

    // Visitors get the new version: a house jumps to the garden, a flat goes on to the floor.
    expect(await visitorAfterLivingArea('Maison')).toBe(GARDEN)
    expect(await visitorAfterLivingArea('Appartement')).toBe(FLOOR)
  })

  it('draws the questionnaire as a flow with the check’s problems, and previews the draft for marketing only', async () => {
    // A draft question, not yet published, whose rule jumps back to the start (the check warns: possible loop).
    const { docs } = await rest<{ docs: { id: Id; title: string }[] }>(`/api/questions?depth=0&limit=10&where[quiz][equals]=${quizId}`, 'GET')
    const propertyId = docs.find((doc) => doc.title === PROPERTY)?.id
    const draft = await rest<{ doc: { id: Id } }>('/api/questions?draft=true', 'POST', {
      quiz: quizId,
      position: 4,
      title: REMARKS,
      type: '0',
      rules: [{ noCondition: false, conditions: [{ link: 'et', question: propertyId, operator: 'est', value: 'appartement' }], goto: propertyId }],
      _status: 'draft',
    })

    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)
    await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}/graphe`)
    const figure = page.getByRole('figure', { name: 'Graphe du questionnaire' })
    await figure.locator('.react-flow__node').first().waitFor({ timeout: 20_000 })
    // Every question is a node, plus the end (the graph's two corner points are not); the new rule is an edge read as a sentence.
    expect(await figure.locator('.react-flow__node-question').count()).toBe(6)
    await figure.getByText(`Si « ${PROPERTY} » est « Maison »`).waitFor()
    // The draft's backward jump is flagged on its node and listed.
    const flagged = figure.locator(`[data-question-id="${draft.doc.id}"]`)
    expect(await flagged.getAttribute('data-severity')).toBe('warning')
    expect(await flagged.textContent()).toContain('Cette règle renvoie vers une question précédente')
    expect(await page.locator('.questionnaire-graph__group--warning').textContent()).toContain(`« ${REMARKS} »`)

    // 'Prévisualiser' opens the public questionnaire on the draft: the unpublished question is asked.
    await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}`)
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Prévisualiser' }).click()])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).searchParams.get('preview')).toBe(String(quizId))
    await preview.getByRole('status').filter({ hasText: 'Aperçu du brouillon' }).waitFor()
    await preview.getByRole('button', { name: 'COMMENCER' }).waitFor()
    await waitForHydration(preview)
    await preview.getByRole('button', { name: 'COMMENCER' }).click()
    for (const [title, answer] of [[PROPERTY, 'Appartement'], [LIVING_AREA, '60'], [FLOOR, '2'], [GARDEN, '0']] as const) {
      await preview.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 })
      if (title === PROPERTY) await preview.getByRole('radio', { name: answer }).click()
      else await preview.getByRole('textbox').fill(answer)
      await preview.getByRole('button', { name: 'Suivant' }).click()
    }
    await preview.getByRole('heading', { level: 1, name: REMARKS }).waitFor({ timeout: 15_000 })
    await context.close()

    // Nobody else gets the draft: a visitor with the preview link is sent to sign in.
    const visitor = await browser.newContext({ locale: 'fr-FR' })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`${app.baseUrl}/web-questionnaire/-1?preview=${quizId}`)
    await visitorPage.waitForURL(/\/login\?redirect=/)
    await visitor.close()
  })
})

const png = (shade: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: shade, g: 110, b: 140 } } }).png().toBuffer()

describe('the style gallery, as a curator', () => {
  it('uploads 8 photos at once to a new style, reorders them, publishes it, and customers see it in the catalogue', async () => {
    const tag = randomBytes(3).toString('hex')
    const zoneTitle = `Ambiance bord de mer ${tag}`
    const styleTitle = `Style bord de mer ${tag}`
    await rest('/api/zones', 'POST', { title: zoneTitle, position: -1 }, adminToken)

    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, curator)
    await page.goto(`${app.baseUrl}/admin/collections/styles/create`)
    await page.locator(fieldId('title')).fill(styleTitle)
    await pickOption(page, page.locator(fieldId('zone')), zoneTitle, { type: true })

    // Eight files at once: Payload's bulk upload, with its progress, then every photo is in the field.
    const photosField = page.locator(fieldId('photos'))
    await photosField.getByRole('button', { name: 'Créer', exact: true }).click()
    const drawer = page.locator('.drawer__content').filter({ has: page.locator('input[type="file"]') }).last()
    const files = await Promise.all(Array.from({ length: 8 }, async (_, n) => ({ name: `galerie-${tag}-${n + 1}.png`, mimeType: 'image/png', buffer: await png(20 + n * 25) })))
    await drawer.locator('input[type="file"]').setInputFiles(files)
    await page.locator('.bulk-upload--actions-bar__saveButtons').getByRole('button', { name: 'Sauvegarder', exact: true }).click()
    const rows = photosField.locator('.upload--has-many__dragItem')
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(8)
    const order = async () => (await rows.allTextContents()).map((text) => /galerie-\w+-(\d)/.exec(text)?.[1])
    expect(await order()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])

    // The third photo is dragged to the top of the gallery.
    const handle = (index: number) => rows.nth(index).locator('.upload--has-many__drag')
    const from = await handle(2).boundingBox()
    const to = await handle(0).boundingBox()
    if (!from || !to) throw new Error('no drag handle')
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 })
    await page.mouse.up()
    await expect.poll(order, { timeout: 10_000 }).toEqual(['3', '1', '2', '4', '5', '6', '7', '8'])

    // The card as customers will see it, before saving: the new first photo in large.
    const preview = page.getByTestId('style-card-preview')
    await expect.poll(() => preview.locator('img').first().getAttribute('src'), { timeout: 15_000 }).toContain(`galerie-${tag}-3`)
    expect(await preview.textContent()).toContain('8 photos')

    // A new style waits unpublished until the curator publishes it on purpose.
    const published = page.getByRole('checkbox', { name: 'Publié' })
    expect(await published.isChecked()).toBe(false)
    await published.check()
    await page.locator('#action-save').click()
    await page.waitForURL(new RegExp(`/admin/collections/styles/${ID}`))
    await context.close()

    // A customer choosing a style finds it in that ambiance, its card led by the photo put first.
    const email = `cms-${tag}@exemple.fr`
    const password = 'Maisonnee;2026ef'
    const { doc: user } = await rest<{ doc: { id: Id } }>('/api/users', 'POST', { email, password, role: 'customer', isActive: true, firstName: 'Inès', lastName: 'Roux' }, adminToken)
    const { doc: project } = await rest<{ doc: { id: Id } }>('/api/projects', 'POST', { title: 'Projet bord de mer', owner: user.id }, adminToken)
    await placeProjectAt(app.shared.databaseUri, { projectId: project.id, status: 3 })
    // At 3 the customer has their estimate, and goes on to the choice of style.
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await tinyPdf('Estimatif'))], { type: 'application/pdf' }), `estimatif-${project.id}.pdf`)
    form.append('_payload', JSON.stringify({ kind: 'estimate', project: project.id }))
    const estimate = await fetch(`${app.baseUrl}/api/files`, { method: 'POST', headers: { Authorization: `JWT ${adminToken}` }, body: form })
    expect(estimate.status).toBe(201)
    await rest(`/api/projects/${project.id}`, 'PATCH', { estimateFile: ((await estimate.json()) as { doc: { id: Id } }).doc.id }, adminToken)
    const customer = await browser.newContext({ locale: 'fr-FR' })
    const customerPage = await customer.newPage()
    const signedIn = await customerPage.request.post(`${app.baseUrl}/api/users/login`, { data: { email, password }, headers: { Origin: app.baseUrl } })
    expect(signedIn.status()).toBe(200)
    await customerPage.goto(`${app.baseUrl}/project/${project.id}`)
    await waitForHydration(customerPage, 'ol[aria-label="Étapes du projet"] button')
    await customerPage.getByRole('button', { name: 'Passer au choix de style' }).click()
    await customerPage.getByRole('button', { name: 'Commencer' }).click()
    await customerPage.getByText(zoneTitle).click()
    await customerPage.getByRole('button', { name: 'Continuer' }).click()
    const card = customerPage.locator('li').filter({ hasText: styleTitle })
    await card.waitFor({ timeout: 15_000 })
    expect(await card.textContent()).toContain('8 photos')
    expect(await card.locator('img').first().getAttribute('src')).toContain(`galerie-${tag}-3`)
    await customer.close()
  })
})
