import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin, fieldId, pickOption } from './support/admin.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'

/**
 * Marketing authors a branching rule in the CMS with the visual builder, publishes it, and visitors follow
 * it. On an app of its own: publishing a questionnaire makes it the one every new visitor gets.
 */

type Id = number | string

let app: AppServer
let browser: Browser
let marketing: DemoAccount
let token: string

async function rest<T = any>(path: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
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

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startAppServer(), launchBrowser()])
  const account = readCredentials(app.dataDir)?.find((a) => a.role === 'marketing')
  if (!account) throw new Error('no seeded marketing account')
  marketing = account
  const login = await fetch(`${app.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: marketing.email, password: marketing.password }),
  })
  token = ((await login.json()) as { token: string }).token

  // A questionnaire without the question marketing adds in the admin: type of property, floor, garden.
  const quiz = await rest<{ doc: { id: Id } }>('/api/quizzes?draft=true', 'POST', { title: QUIZ, _status: 'draft' })
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

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('main button')
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'))
  })
}

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

    await page.goto(`${app.baseUrl}/admin/collections/questions/create`)
    await pickOption(page, page.locator(fieldId('quiz')), QUIZ)
    await page.locator(fieldId('position')).fill('1')
    await page.locator(fieldId('title')).fill(LIVING_AREA)
    await pickOption(page, page.locator(fieldId('type')), 'Nombre')

    // 'Si [Type de bien] [est] [Maison] alors aller à [surface du jardin]', picked from lists: no id typed.
    await page.locator(fieldId('rules')).getByRole('button', { name: 'Ajouter Règle' }).click()
    await page.locator(fieldId('rules.0.conditions')).getByRole('button', { name: 'Ajouter Condition' }).click()
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.question')), PROPERTY)
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.operator')), 'est')
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.value')), 'Maison')
    await pickOption(page, page.locator(fieldId('rules.0.goto')), GARDEN)
    // The rule's title reads as the engine reads it.
    await expect
      .poll(() => page.locator(fieldId('rules')).locator('.row-label').first().textContent(), { timeout: 10_000 })
      .toBe(`Règle 1 : Si « ${PROPERTY} » est « Maison » alors aller à « ${GARDEN} »`)

    await page.getByRole('button', { name: /^Publier/ }).click()
    await expect.poll(() => page.locator('.payload-toast-container').textContent(), { timeout: 20_000 }).toMatch(/publié|succès/i)
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
})
