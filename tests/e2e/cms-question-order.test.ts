import { tmpdir } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { addRuleWithCondition, adminLogin, fieldId, pickOption, startQuestion } from './support/admin.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { rest } from './support/api.ts'
import { startAppServer, type AppServer } from '../support/app-server.ts'
import { readCredentials, type DemoAccount } from '../../seed/accounts.ts'
import { PUBLISH_WORDS } from '../../src/domain/questionnaire/messages.ts'
import { ORDER_COPY } from '../../src/domain/questionnaire/question-order-copy.ts'

/**
 * Marketing orders a questionnaire's questions in the admin, on an app of its own (publishing a
 * questionnaire makes it the one every new visitor gets): by dragging with the mouse and by keyboard,
 * saved once its warnings are confirmed (errors block), then visitors are asked the questions in the new
 * order; leaving with an unsaved order asks first. The condition builder offers only the operators that
 * suit the question a condition reads.
 */

type Id = number | string

let app: AppServer
let browser: Browser
let marketing: DemoAccount
let token: string
let quizId: Id

const SCREENSHOTS = process.env.SCREENSHOTS_DIR ?? tmpdir()

const QUIZ = 'Questionnaire à réordonner'
const [FIRST, SECOND, THIRD, FOURTH] = ['Votre prénom ?', 'Votre ville ?', 'Votre métier ?', 'Votre quartier ?']
const ROOMS = 'Combien de pièces ?'

/** Payload's REST API on this file's app, as marketing. */
const asMarketing = <T = any>(path: string, method: string, body?: unknown) => rest<T>(path, { method, token, body, origin: app.baseUrl })

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
  token = ((await login.json()) as { token: string }).token

  // Four text questions; the second one's rule reads the first (so it must stay after it).
  const quiz = await asMarketing<{ doc: { id: Id } }>('/api/quizzes?draft=true', 'POST', { title: QUIZ, _status: 'draft' })
  quizId = quiz.doc.id
  const question = (position: number, data: Record<string, unknown>) =>
    asMarketing<{ doc: { id: Id } }>('/api/questions', 'POST', { quiz: quizId, position, _status: 'published', ...data }).then((created) => created.doc.id)
  const first = await question(0, { title: FIRST, type: '0' })
  const fourth = await question(3, { title: FOURTH, type: '0' })
  await question(1, {
    title: SECOND,
    type: '0',
    rules: [{ noCondition: false, conditions: [{ link: 'et', question: first, operator: 'contient', value: 'saut' }], goto: fourth }],
  })
  await question(2, { title: THIRD, type: '0' })
  await question(4, { title: ROOMS, type: '11' })
  await asMarketing(`/api/quizzes/${quizId}`, 'PATCH', { _status: 'published' })
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function openOrderTab(page: Page) {
  await page.goto(`${app.baseUrl}/admin/collections/quizzes/${quizId}/ordre`)
  await page.getByRole('heading', { name: 'Ordre des questions', level: 2 }).waitFor({ timeout: 30_000 })
  await waitForHydration(page, '.question-order__handle')
}

const list = (page: Page) => page.getByRole('list', { name: 'Questions du questionnaire, dans l’ordre où elles sont posées' })
const order = async (page: Page) =>
  (await list(page).locator('.question-order__title').evaluateAll((titles) => titles.map((title) => title.childNodes[0]?.textContent ?? '')))

async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('no drag handle')
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 })
  await page.mouse.move(end.x + end.width / 2, end.y + 2, { steps: 15 })
  await page.mouse.up()
}

/** A visitor's questions, in the order the public questionnaire asks them (text answers that jump nowhere). */
async function askedInOrder(count: number): Promise<string[]> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`${app.baseUrl}/web-questionnaire/-1`)
  await page.getByRole('button', { name: 'COMMENCER' }).waitFor()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'COMMENCER' }).click()
  const titles: string[] = []
  const known = [FIRST, SECOND, THIRD, FOURTH, ROOMS]
  const heading = page.getByRole('heading', { level: 1 })
  const shown = async () => ((await heading.textContent()) ?? '').trim()
  for (let n = 0; n < count; n++) {
    await expect.poll(async () => known.includes(await shown()) && (await shown()) !== titles.at(-1), { timeout: 15_000 }).toBe(true)
    titles.push(await shown())
    if (n < count - 1) {
      await page.getByRole('textbox').fill('Non')
      await page.getByRole('button', { name: 'Suivant' }).click()
    }
  }
  await context.close()
  return titles
}

describe('the order of the questions, as marketing', () => {
  it('reorders by dragging and by keyboard, saves at once, and visitors get the new order', async () => {
    expect(await askedInOrder(4)).toEqual([FIRST, SECOND, THIRD, FOURTH])

    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)
    await openOrderTab(page)
    expect(await order(page)).toEqual([FIRST, SECOND, THIRD, FOURTH, ROOMS])
    const status = page.locator('.question-order__announcement')

    // The mouse: the fourth question dragged by its handle to the top.
    await dragWithMouse(page, page.getByRole('button', { name: `Déplacer « ${FOURTH} »` }), page.getByRole('button', { name: `Déplacer « ${FIRST} »` }))
    await expect.poll(() => order(page), { timeout: 10_000 }).toEqual([FOURTH, FIRST, SECOND, THIRD, ROOMS])
    expect(await status.textContent()).toBe(`« ${FOURTH} » est maintenant en position 1 sur 5.`)

    // The keyboard, on the handle: Space picks the third question up, two arrows up, Space drops it; each
    // step is announced (dnd-kit's live region, in French).
    const dragNews = page.locator('[id^="DndLiveRegion"]')
    const thirdHandle = page.getByRole('button', { name: `Déplacer « ${THIRD} »` })
    await thirdHandle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => thirdHandle.getAttribute('aria-pressed')).toBe('true')
    // NOTE: dnd-kit's keyboard sensor listens for the arrows from a timer set when the drag starts; a timer
    // of ours set now runs after it, so the arrow below cannot arrive before the sensor listens.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowUp')
    await dragNews.filter({ hasText: `« ${THIRD} » passerait en position 3.` }).waitFor()
    await page.keyboard.press('ArrowUp')
    await dragNews.filter({ hasText: `« ${THIRD} » passerait en position 2.` }).waitFor()
    await page.keyboard.press('Space')
    await expect.poll(() => order(page), { timeout: 10_000 }).toEqual([FOURTH, THIRD, FIRST, SECOND, ROOMS])
    expect(await status.textContent()).toBe(`« ${THIRD} » est maintenant en position 2 sur 5.`)

    // The keyboard, on 'Descendre': Enter moves the question down and the button keeps the focus.
    await page.getByRole('button', { name: `Descendre « ${FOURTH} »` }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => order(page)).toEqual([THIRD, FOURTH, FIRST, SECOND, ROOMS])
    expect(await status.textContent()).toBe(`« ${FOURTH} » est maintenant en position 2 sur 5.`)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Descendre « ${FOURTH} »`)

    // The check runs on the order being made: the rule of the second question now jumps back.
    const check = page.getByRole('region', { name: 'Vérification de cet ordre' })
    expect(await check.textContent()).toContain(`« ${SECOND} » : Cette règle renvoie vers une question précédente (risque de boucle).`)
    expect(await check.textContent()).not.toContain('erreur')

    // As the questionnaire's « Publier »: the warning must be confirmed before the order is saved.
    const save = page.getByRole('button', { name: 'Enregistrer l’ordre' })
    const confirm = page.getByRole('checkbox', { name: PUBLISH_WORDS.confirmWarnings })
    expect(await save.isDisabled()).toBe(true)
    await page.screenshot({ path: `${SCREENSHOTS}/question-order-confirm-1280.png`, fullPage: true })
    await confirm.check()
    expect(await save.isEnabled()).toBe(true)
    await save.click()
    await page.getByRole('status').filter({ hasText: 'Ordre enregistré et publié' }).waitFor({ timeout: 20_000 })
    await openOrderTab(page)
    expect(await order(page)).toEqual([THIRD, FOURTH, FIRST, SECOND, ROOMS])
    await context.close()

    // New visitors are asked the questions in the new order (the site keeps the latest questionnaire 5 s).
    await expect.poll(() => askedInOrder(4), { timeout: 60_000, interval: 2_000 }).toEqual([THIRD, FOURTH, FIRST, SECOND])
  })

  it('shows the check’s error on an order that asks a rule before the question it reads, and does not let it be saved', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)
    await openOrderTab(page)
    // Our view only: Payload 3.90's own document tabs fail two rules (an <a> straight in their <ul>, the
    // 'Versions' tab's label).
    await expectNoSeriousAxeViolations(page, { include: '.question-order' })
    const before = await order(page)
    await page.getByRole('button', { name: `Monter « ${SECOND} »` }).click()
    expect((await order(page)).indexOf(SECOND)).toBeLessThan((await order(page)).indexOf(FIRST))

    const check = page.getByRole('region', { name: 'Vérification de cet ordre' })
    await check.getByText('1 erreur (bloque la publication)').waitFor()
    expect(await check.textContent()).toContain(`« ${SECOND} » : Une condition porte sur une question posée après celle-ci.`)

    // The error blocks the save, as it blocks « Publier », and no confirmation is offered.
    await page.getByText('Corrigez les erreurs pour pouvoir publier.').waitFor()
    expect(await page.getByRole('button', { name: 'Enregistrer l’ordre' }).isDisabled()).toBe(true)
    expect(await page.getByRole('checkbox', { name: PUBLISH_WORDS.confirmWarnings }).count()).toBe(0)
    await expectNoSeriousAxeViolations(page, { include: '.question-order' })

    await page.getByRole('button', { name: 'Revenir à l’ordre enregistré' }).click()
    expect(await order(page)).toEqual(before)
    await openOrderTab(page)
    expect(await order(page)).toEqual(before)
    await context.close()
  })
})

describe('an unsaved order, as marketing', () => {
  it('asks before leaving it, by a link of the admin or by reloading the page', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)
    await openOrderTab(page)
    const before = await order(page)
    const [first, second] = before
    await page.getByRole('button', { name: `Descendre « ${first} »` }).click()
    await expect.poll(() => order(page)).toEqual([second, first, ...before.slice(2)])

    // A link of the admin (the « Graphe » tab): asked, refused, the order stays on screen.
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await page.getByRole('link', { name: 'Graphe', exact: true }).click()
    await expect.poll(() => asked).toEqual([`confirm: ${ORDER_COPY.leaveUnsaved}`])
    expect(new URL(page.url()).pathname).toBe(`/admin/collections/quizzes/${quizId}/ordre`)
    expect(await order(page)).toEqual([second, first, ...before.slice(2)])

    // A reload: the browser's own warning, refused too.
    page.once('dialog', (dialog) => {
      asked.push(dialog.type())
      void dialog.dismiss()
    })
    await page.reload({ timeout: 5_000 }).catch(() => undefined)
    await expect.poll(() => asked.at(-1)).toBe('beforeunload')
    expect(await order(page)).toEqual([second, first, ...before.slice(2)])

    // Back to the saved order: nothing to lose, the link is followed without a question.
    await page.getByRole('button', { name: 'Revenir à l’ordre enregistré' }).click()
    await page.getByRole('link', { name: 'Graphe', exact: true }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/graphe'))
    expect(asked).toHaveLength(2)
    await context.close()
  })
})

describe('the condition builder, as marketing', () => {
  it('offers only the operators that suit the question a condition reads', async () => {
    const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 1000 } })
    const page = await context.newPage()
    await adminLogin(page, app.baseUrl, marketing)
    await startQuestion(page, app.baseUrl, { quiz: QUIZ, position: 10, title: 'Une dernière question ?' })
    await addRuleWithCondition(page)

    const operator = page.locator(fieldId('rules.0.conditions.0.operator'))
    const offered = async () => {
      await operator.locator('.rs__control').click()
      const options = (await page.locator('.rs__option').allTextContents()).map((text) => text.trim())
      await page.keyboard.press('Escape')
      return options
    }

    // A text question: equality and 'contient'.
    await pickOption(page, page.locator(fieldId('rules.0.conditions.0.question')), FIRST)
    await expect.poll(offered, { timeout: 10_000 }).toEqual(['est', 'n’est pas', 'contient'])
    await pickOption(page, operator, 'contient')

    // A number: the comparisons, not 'contient' (which the builder now flags).
    // (typed into the picker: a click on it would land on the picked question's 'Éditer' button)
    const question = page.locator(fieldId('rules.0.conditions.0.question'))
    await question.locator('.rs__input').fill(ROOMS.slice(0, 8))
    await page.locator('.rs__option').filter({ hasText: ROOMS }).first().click()
    await expect.poll(() => question.textContent()).toContain(ROOMS)
    await expect.poll(offered, { timeout: 10_000 }).toEqual(['est', 'n’est pas', 'est supérieur à', 'est inférieur à'])
    await page.getByRole('alert').filter({ hasText: '« contient » ne convient pas à une question de type « Nombre »' }).waitFor()
    await context.close()
  })
})
