import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { authHeaders, baseUrl, demoAccount, getJson, login } from './support/api.ts'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { CHECK_MESSAGES } from '../../src/domain/questionnaire/messages.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function post(path: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { ...authHeaders(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc
}

describe('the back office for marketing: the questionnaire check', () => {
  it('refuses to publish a rule pointing to a deleted question, with the check’s message, in the admin', async () => {
    const account = demoAccount('marketing')
    const token = await login(account.email, account.password)
    const quizzes = await getJson<{ docs: { id: number }[] }>('/api/quizzes?limit=1&depth=0', token)
    const quizId = quizzes.body.docs[0]!.id

    // A draft question whose choice jumps to a question that is then deleted.
    const target = await post('/api/questions?draft=true', token, { quiz: quizId, position: 900, title: 'Question à supprimer', type: '0', _status: 'draft' })
    await post('/api/questions?draft=true', token, {
      quiz: quizId,
      position: 899,
      title: 'Type de toiture',
      type: '1',
      choices: [{ value: 'plate', title: 'Plate', rules: [{ noCondition: true, conditions: [], goto: target.id }] }],
      _status: 'draft',
    })
    const deleted = await fetch(`${baseUrl}/api/questions/${target.id}`, { method: 'DELETE', headers: authHeaders(token) })
    expect(deleted.status).toBe(200)

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await adminLogin(page, baseUrl, account)

    // The quiz's publish panel lists the error.
    await page.goto(`${baseUrl}/admin/collections/quizzes/${quizId}`)
    const panel = page.getByRole('region', { name: 'Publication du questionnaire' })
    await expect.poll(() => panel.textContent(), { timeout: 20_000 }).toContain(`« Type de toiture », choix « Plate » : ${CHECK_MESSAGES.missingTarget}`)

    // Publishing the question is refused with the check's French list.
    const questions = await getJson<{ docs: { id: number; title: string }[] }>(`/api/questions?draft=true&depth=0&where[title][equals]=Type de toiture`, token)
    await page.goto(`${baseUrl}/admin/collections/questions/${questions.body.docs[0]!.id}`)
    await page.getByRole('button', { name: /Publier/ }).click()
    const toast = page.locator('.payload-toast-container')
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('Publication impossible')
    expect(await toast.textContent()).toContain(CHECK_MESSAGES.missingTarget)
    await context.close()
  })
})
