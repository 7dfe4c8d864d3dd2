import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { baseUrl, demoAccount, getJson, login } from './support/api.ts'

/**
 * A style curator in the back office (issue #23): no screen they can open runs a check they may not run.
 * The questionnaire check (GET /api/quizzes/:id/check) is for marketing and staff; a curator reading a
 * published questionnaire by its address saw its panel fail with a 403.
 */

let browser: Browser
let page: Page
const refused: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
  page.on('response', (response) => {
    const request = response.request()
    if (['fetch', 'xhr'].includes(request.resourceType()) && (response.status() === 403 || response.status() >= 500)) refused.push(`${response.status()} ${response.url()}`)
  })
  await adminLogin(page, baseUrl, demoAccount('curator'))
})
afterAll(() => browser?.close())

describe('a curator’s back office', () => {
  it('makes no request the curator is refused, on their screens and on a questionnaire opened by its address', async () => {
    const token = await login(demoAccount('curator').email, demoAccount('curator').password)
    const style = (await getJson<{ docs: { id: number | string }[] }>('/api/styles?depth=0&limit=1', token)).body.docs[0]!
    const quiz = (await getJson<{ docs: { id: number | string }[] }>('/api/quizzes?depth=0&limit=1', token)).body.docs[0]!
    const screens = ['/admin', '/admin/collections/styles', '/admin/collections/styles/create', `/admin/collections/styles/${style.id}`, '/admin/collections/zones', '/admin/collections/levels', '/admin/collections/photos', `/admin/collections/quizzes/${quiz.id}`]
    for (const screen of screens) {
      await page.goto(`${baseUrl}${screen}`)
      await page.waitForLoadState('networkidle')
    }
    expect(await page.getByRole('heading', { name: 'Vérification du questionnaire' }).count()).toBe(0)
    expect(refused).toEqual([])
  })
})
