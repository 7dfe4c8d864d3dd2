import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser, waitForHydratedElement, waitForHydration } from './support/browser.ts'
import { adminLogin, fieldId } from './support/admin.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'
import { QUESTIONNAIRE, type QuestionKey } from '../../seed/content/questionnaire.ts'
import { PUBLISH_WORDS } from '../../src/domain/questionnaire/messages.ts'

/**
 * Issue #23, « edit a rule from the graph », as the demo marketer, on an app of its own (publishing changes
 * the demo questionnaire every new visitor gets): a node of the graph opens its question; a rule's label
 * opens the rule, whose target is changed in the rule builder, saved and published; the graph, the rules
 * list and a new visitor then follow the new rule.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir()
const title = (key: QuestionKey) => QUESTIONNAIRE.questions.find((question) => question.key === key)?.title ?? ''
const PROPERTY = title('property-type')
const ADDRESS = title('address')
const HOUSE = 'Une maison de ville'
const sentence = (target: string) => `Si « ${PROPERTY} » est « ${HOUSE} » alors aller à « ${target} »`

const POLL = { timeout: 30_000 }

let app: AppServer
let browser: Browser
let marketing: DemoAccount
let quizId: string

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startAppServer(), launchBrowser()])
  const found = readCredentials(app.dataDir)?.find((account) => account.role === 'marketing')
  if (!found) throw new Error('no seeded marketing account')
  marketing = found
  const login = await fetch(`${app.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: marketing.email, password: marketing.password }),
  })
  const { token } = (await login.json()) as { token: string }
  const quizzes = await fetch(`${app.baseUrl}/api/quizzes?where[title][equals]=${encodeURIComponent(QUESTIONNAIRE.title)}&depth=0&draft=true`, { headers: { Authorization: `JWT ${token}` } })
  quizId = String(((await quizzes.json()) as { docs: { id: number | string }[] }).docs[0]?.id)
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function signedIn(): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })).newPage()
  await adminLogin(page, app.baseUrl, marketing)
  return page
}

async function openGraph(page: Page): Promise<Locator> {
  await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}/graphe`)
  const figure = page.getByRole('figure', { name: 'Graphe du questionnaire' })
  await figure.locator('.react-flow__node-question').first().waitFor({ timeout: 30_000 })
  return figure
}

/**
 * Picks `option` in a relationship field (react-select loading its options from the API): types the start
 * of the option into it so that the API is asked for it, and waits for the option itself to be offered.
 * NOTE: focused, not clicked: a click on a field that has a value lands on its « Éditer » button, whose
 * drawer disables the field.
 */
async function pickRelation(page: Page, field: Locator, option: string) {
  const input = field.locator('.rs__input')
  await waitForHydratedElement(input)
  await input.focus()
  await page.keyboard.type(option.slice(0, 15))
  const offered = page.locator('.rs__option').filter({ hasText: option })
  await offered.first().waitFor({ timeout: 30_000 })
  await offered.first().click()
  await expect.poll(() => field.locator('.rs__value-container').textContent(), POLL).toContain(option)
}

/** A new visitor who says `choice` to the first question: the title of the question that follows. */
async function nextAfterChoosing(choice: string): Promise<string> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  try {
    await page.goto(`${app.baseUrl}/web-questionnaire/-1`)
    await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'COMMENCER' }).click()
    await page.getByRole('heading', { level: 1, name: PROPERTY }).waitFor({ timeout: 15_000 })
    await page.getByRole('radio', { name: choice }).click()
    await page.getByRole('button', { name: 'Suivant' }).click()
    const next = page.getByRole('heading', { level: 1 }).filter({ hasNotText: PROPERTY })
    await next.waitFor({ timeout: 15_000 })
    return ((await next.textContent()) ?? '').trim()
  } finally {
    await context.close()
  }
}

describe('editing the questionnaire from its graph, as marketing', () => {
  it('opens a question from its node', async () => {
    const page = await signedIn()
    const figure = await openGraph(page)
    const node = figure.locator('.react-flow__node-question').filter({ hasText: ADDRESS })
    await waitForHydratedElement(node.locator('a'))
    await node.getByText(ADDRESS, { exact: true }).click()
    await page.waitForURL((url) => /^\/admin\/collections\/questions\/[^/]+$/.test(url.pathname), POLL)
    await expect.poll(() => page.locator(fieldId('title')).inputValue(), POLL).toBe(ADDRESS)
    await page.context().close()
  }, 120_000)

  it('changes a rule opened from the graph, publishes it, and the graph, the rules list and new visitors follow it', async () => {
    expect(await nextAfterChoosing(HOUSE)).toBe(title('commune'))
    const page = await signedIn()
    const figure = await openGraph(page)
    const label = figure.getByRole('link', { name: `Si « ${HOUSE} »`, exact: true })
    await waitForHydratedElement(label)
    await label.click()
    await page.waitForURL((url) => url.searchParams.get('regle') === 'choices.2.rules.0', POLL)

    // The rule builder: the house now goes to the address.
    const target = page.locator(fieldId('choices.2.rules.0.goto'))
    await expect.poll(() => target.locator('.rs__value-container').textContent(), POLL).toContain(title('commune'))
    await pickRelation(page, target, ADDRESS)
    await page.screenshot({ path: `${SCREENSHOTS}/graph-rule-edit-1280.png` })
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
    await expect.poll(() => page.locator('.payload-toast-container').textContent(), POLL).toMatch(/brouillon|enregistr/i)

    // The questionnaire's « Vérifier » then « Publier » (a warning, if the check finds a new one, confirmed).
    await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}`)
    const panel = page.getByRole('region', { name: 'Publication du questionnaire' })
    await panel.waitFor({ timeout: 30_000 })
    const verify = panel.getByRole('button', { name: PUBLISH_WORDS.verify, exact: true })
    await waitForHydratedElement(verify)
    await verify.click()
    const publish = panel.getByRole('button', { name: 'Publier', exact: true })
    const confirm = panel.getByRole('checkbox', { name: PUBLISH_WORDS.confirmWarnings })
    await expect.poll(async () => (await publish.isEnabled()) || (await confirm.count()) > 0, POLL).toBe(true)
    if ((await confirm.count()) > 0) await confirm.check()
    await publish.click()
    await panel.getByText('Questionnaire publié').waitFor({ timeout: 30_000 })

    // The graph's label and the rules list say the new rule.
    const graph = await openGraph(page)
    const newLabel = graph.getByRole('link', { name: `Si « ${HOUSE} »`, exact: true })
    await waitForHydratedElement(newLabel)
    expect(await newLabel.getAttribute('title')).toBe(`Modifier la règle « Si « ${HOUSE} » » de la question « ${PROPERTY} » (aller à « ${ADDRESS} »)`)
    await page.screenshot({ path: `${SCREENSHOTS}/graph-rule-edited-1280.png` })
    await page.goto(`${app.baseUrl}/admin/regles-questionnaire?questionnaire=${encodeURIComponent(quizId)}`)
    await page.getByRole('link', { name: sentence(ADDRESS), exact: true }).waitFor(POLL)
    expect(await page.getByRole('link', { name: sentence(title('commune')), exact: true }).count()).toBe(0)
    await page.context().close()

    // A new visitor follows it (the site keeps the latest questionnaire a few seconds).
    await expect.poll(() => nextAfterChoosing(HOUSE), { timeout: 60_000, interval: 2_000 }).toBe(ADDRESS)
  }, 240_000)
})
