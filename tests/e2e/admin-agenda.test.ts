import { afterAll, beforeAll, describe, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin, fieldId } from './support/admin.ts'
import { baseUrl, demoAccount, getJson, login } from './support/api.ts'

/**
 * The seeded agenda in the back office (issue #23): days off are picked with a date picker, not typed as text.
 */

let browser: Browser
let page: Page
let agendaId: number

beforeAll(async () => {
  const staff = demoAccount('staff')
  const token = await login(staff.email, staff.password)
  const { body } = await getJson<{ docs: { id: number }[] }>('/api/agendas?depth=0&limit=1&sort=createdAt', token)
  agendaId = body.docs[0]!.id
  browser = await launchBrowser()
  page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
  await adminLogin(page, baseUrl, staff)
})
afterAll(() => browser?.close())

describe('an agenda in the back office', () => {
  it('offers a date picker for a day off', async () => {
    await page.goto(`${baseUrl}/admin/collections/agendas/${agendaId}`)
    await page.locator(fieldId('daysOff')).getByRole('button', { name: /Ajouter/ }).click()
    const date = page.locator(fieldId('daysOff.0.date'))
    await date.waitFor()
    await date.locator('input').first().click()
    await page.locator('.react-datepicker').waitFor()
  })
})
