import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { PDFDocument } from 'pdf-lib'
import { launchBrowser, waitForHydratedElement } from './support/browser.ts'
import { baseUrl, customerWithProject, demoAccount } from './support/api.ts'
import { HOUSE_BRANCH, IDENTITY_NAMES } from '../support/questionnaire-walk.ts'
import { QUESTIONNAIRE } from '../../seed/content/questionnaire.ts'

/**
 * The indicative budget and the generated PDFs in the built app, with the seeded price grid: a customer
 * finishing on the project screen keeps the budget in view (the live status event waits), then finds it on
 * the estimate panel; the quote and the summary download as PDFs for the owner only.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function signedIn(email: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  const login = await page.request.post(`${baseUrl}/api/users/login`, { data: { email, password }, headers: { Origin: baseUrl } })
  expect(login.status()).toBe(200)
  return { context, page }
}

/** Answers the whole questionnaire through /v1 with the page's session (the house branch, a kitchen and a living room in complete renovation). */
async function answerAll(page: Page): Promise<string> {
  const get = async (path: string) => (await (await page.request.get(`${baseUrl}${path}`, { headers: { Origin: baseUrl } })).json()).payload
  const levels = (await get('/v1/project/level/all')).data as { level_id: string; level_title: string }[]
  const complete = levels.find((level) => level.level_title === 'Rénovation complète')?.level_id
  const rooms = JSON.stringify([
    { piece_id: 'sejour', piece_value: 'sejour', piece_title: 'Séjour', piece_nbr: 1, piece_surface: 25, piece_renovation: complete },
    { piece_id: 'cuisine', piece_value: 'cuisine', piece_title: 'Cuisine', piece_nbr: 1, piece_surface: 9, piece_renovation: complete },
  ])
  const branch: Record<string, string | undefined> = { ...HOUSE_BRANCH, rooms }
  const questions = (await get('/v1/project/quizz/questions')).quizztions as { quizztion_id: string; quizztion_title: string }[]
  const keyOf = (id: string) => QUESTIONNAIRE.questions.find((question) => question.title === questions.find((wire) => wire.quizztion_id === id)?.quizztion_title)?.key
  let projectId = '-1'
  let current: string | null = questions.find((wire) => keyOf(wire.quizztion_id) === 'property-type')?.quizztion_id ?? null
  for (let step = 0; current !== null && step < 40; step += 1) {
    const key = keyOf(current) ?? ''
    const saved = await page.request.post(`${baseUrl}/v1/project/quizz/create/single/response`, {
      data: { project_id: projectId, fk_response_quizztion: current, response_value: branch[key] ?? '', ...(key === 'identity' ? IDENTITY_NAMES : {}) },
      headers: { Origin: baseUrl },
    })
    expect(saved.status(), key).toBeLessThan(300)
    projectId = (await saved.json()).payload.project.project_id
    current = (await get(`/v1/project/quizz/responses/${projectId}`)).resume?.quizztion_id ?? null
  }
  return projectId
}

/** The demo customer on the closing slide of a project they have just answered, its 'Terminer' hydrated. */
async function onClosingSlide(): Promise<{ context: BrowserContext; page: Page; projectId: string; finish: Locator }> {
  const account = demoAccount('customer')
  const { context, page } = await signedIn(account.email, account.password)
  const projectId = await answerAll(page)
  await page.goto(`${baseUrl}/project/${projectId}`)
  await page.getByRole('heading', { level: 1, name: 'Merci pour vos réponses !' }).waitFor()
  const finish = page.getByRole('button', { name: 'Terminer' })
  await waitForHydratedElement(finish)
  return { context, page, projectId, finish }
}

describe('the indicative budget', () => {
  it('stays on the closing slide of the project screen after Terminer, then shows on the estimate panel', async () => {
    const { context, page, projectId, finish } = await onClosingSlide()
    await finish.click()

    // (25 m² × 900-1 300 € + 9 m² × 1 800-2 800 € + 2 150 € of fixed costs) + VAT 10 %, to the hundred euros.
    const range = /Entre 44\s900\s€ et 65\s900\s€\sTTC/
    const budget = page.getByRole('region', { name: 'Votre budget indicatif' })
    await budget.waitFor()
    expect(await budget.textContent()).toMatch(range)
    // The project's live 'status' event has arrived meanwhile: the slide is still there.
    const status = await page.request.get(`${baseUrl}/v1/project/one/${projectId}`, { headers: { Origin: baseUrl } })
    expect((await status.json()).payload.project_visa).toBe(2)
    await page.waitForTimeout(1_500)
    expect(await budget.isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Voir mon projet' }).click()
    await page.getByText('En attente de l’estimatif').first().waitFor()
    expect(await page.getByRole('region', { name: 'Budget indicatif' }).textContent()).toMatch(range)
    await context.close()
  })

  it('keeps the closing slide when a refresh begun before Terminer lands after it', async () => {
    const { context, page, finish } = await onClosingSlide()

    // A live refresh starts (as a live event would start it) and its loader request is held back until
    // 'Terminer' has been answered: the reloaded data, at status 2, lands while the closing slide shows.
    let releaseRefresh = () => {}
    let caught = () => {}
    const refreshHeld = new Promise<void>((resolve) => (caught = resolve))
    let isCaught = false
    await page.route('**/_serverFn/**', async (route) => {
      if (isCaught || route.request().method() !== 'GET') return route.continue()
      isCaught = true
      caught()
      await new Promise<void>((release) => (releaseRefresh = release))
      await route.continue()
    })
    await page.evaluate(() => void (window as unknown as { __TSR_ROUTER__: { invalidate: () => Promise<void> } }).__TSR_ROUTER__.invalidate())
    await refreshHeld
    await finish.click()
    const budget = page.getByRole('region', { name: 'Votre budget indicatif' })
    await budget.waitFor()
    const reloaded = page.waitForResponse((response) => response.url().includes('/_serverFn/') && response.request().method() === 'GET')
    releaseRefresh()
    await reloaded
    await page.waitForTimeout(1_000)
    expect(await budget.isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Voir mon projet' }).click()
    await page.getByText('En attente de l’estimatif').first().waitFor()
    await context.close()
  })
})

describe('the generated PDFs', () => {
  it('downloads the quote and the summary for the owner, and refuses another customer', async () => {
    const account = demoAccount('customer')
    const { context, page } = await signedIn(account.email, account.password)
    const projects = (await (await page.request.get(`${baseUrl}/api/projects?where[status][equals]=11&depth=0`, { headers: { Origin: baseUrl } })).json()).docs as { id: number; title: string }[]
    const project = projects[0]
    if (!project) throw new Error('the seed has a project at status 11')

    const quote = await page.request.get(`${baseUrl}/v1/project/generate/devis/${project.id}`, { headers: { Origin: baseUrl } })
    expect(quote.status()).toBe(200)
    expect(quote.headers()['content-type']).toBe('application/pdf')
    expect(quote.headers()['content-disposition']).toContain(`filename="devis-projet-${project.id}.pdf"`)
    expect((await PDFDocument.load(await quote.body())).getTitle()).toContain(`Devis – ${project.title}`)

    const summary = await page.request.get(`${baseUrl}/v1/project/generate/pdf?id=${project.id}`, { headers: { Origin: baseUrl } })
    expect(summary.status()).toBe(200)
    expect((await PDFDocument.load(await summary.body())).getTitle()).toBe(`Résumé du projet – ${project.title}`)

    const stranger = await customerWithProject({ status: 2, title: 'Projet d’un autre', firstName: 'Ines' })
    const other = await signedIn(stranger.customer.email, stranger.customer.password)
    for (const path of [`/v1/project/generate/devis/${project.id}`, `/v1/project/generate/pdf?id=${project.id}`]) {
      const refused = await other.page.request.get(`${baseUrl}${path}`, { headers: { Origin: baseUrl } })
      // Another customer's project answers as a missing one (issue #37: 404, not 403).
      expect(refused.status(), path).toBe(404)
    }
    await other.context.close()
    await context.close()
  })
})
