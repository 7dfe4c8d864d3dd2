import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin, fieldId } from './support/admin.ts'
import { baseUrl, demoAccount, getJson, login } from './support/api.ts'
import { OPENING_HOURS_MESSAGES } from '../../src/domain/booking/index.ts'
import type { Agenda } from '../../payload-types.ts'

/**
 * The seeded agenda in the back office as staff edit it (issue #23): opening hours are entered with a time
 * picker, a wrong range is refused with a French message on the field (never a 500), « 25:00 » sent to the
 * API is a 400 in French, and a day off picked with the date picker saves.
 */

const screenshots = process.env.SCREENSHOT_DIR

let browser: Browser
let page: Page
let agendaId: number | string
let token: string
const serverErrors: string[] = []

const storedAgenda = async () => (await getJson<Agenda>(`/api/agendas/${agendaId}?depth=0`, token)).body

beforeAll(async () => {
  const staff = demoAccount('staff')
  token = await login(staff.email, staff.password)
  const { body } = await getJson<{ docs: { id: number }[] }>('/api/agendas?depth=0&limit=1&sort=createdAt', token)
  agendaId = body.docs[0]!.id
  browser = await launchBrowser()
  page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
  page.on('response', (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`)
  })
  await adminLogin(page, baseUrl, staff)
  if (screenshots) mkdirSync(screenshots, { recursive: true })
})
afterAll(() => browser?.close())

describe('an agenda in the back office', () => {
  it('takes opening hours from a time picker and tells a wrong range in French beside the field, without a 500', async () => {
    await page.goto(`${baseUrl}/admin/collections/agendas/${agendaId}`)
    const end = page.locator(fieldId('openingHours.0.end'))
    await end.waitFor()
    expect(await end.getAttribute('type')).toBe('time')
    expect(await end.inputValue()).toBe('12:00')
    await page.locator('form[data-form-ready="true"]').waitFor()
    if (screenshots) {
      await page.screenshot({ path: path.join(screenshots, 'agenda-1280.png'), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: path.join(screenshots, 'agenda-390.png'), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // « 25:00 » typed on the keyboard never becomes a time: the picker's hours stop at 23.
    await end.click()
    await page.keyboard.press('Home')
    await page.keyboard.type('2500')
    expect(await end.inputValue()).not.toBe('25:00')

    // An end before its start is refused on save, with the domain's French message beside the field.
    await end.fill('08:00')
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    const field = page.locator('.time-of-day').filter({ has: end })
    await field.getByText(OPENING_HOURS_MESSAGES.endNotAfterStart).waitFor({ timeout: 20_000 })
    await expect.poll(() => end.getAttribute('aria-invalid')).toBe('true')
    const toast = page.locator('.payload-toast-container')
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('Heure de fin')
    expect(await toast.textContent()).not.toMatch(/openingHours/)
    if (screenshots) {
      await page.setViewportSize({ width: 390, height: 844 })
      await end.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(screenshots, 'agenda-error-390.png') })
      await page.setViewportSize({ width: 1280, height: 900 })
    }
    expect((await storedAgenda()).openingHours?.[0]?.end).toBe('12:00')
    expect(serverErrors).toEqual([])
  })

  it('answers « 25:00 » sent by the admin’s session with a 400 and the French message, not a 500', async () => {
    const agenda = await storedAgenda()
    const openingHours = (agenda.openingHours ?? []).map((range, index) => (index === 0 ? { ...range, end: '25:00' } : range))
    const response = await page.request.patch(`${baseUrl}/api/agendas/${agendaId}`, { data: { openingHours }, headers: { Origin: baseUrl } })
    expect(response.status()).toBe(400)
    const body = (await response.json()) as { errors: { message: string; data: { errors: { message: string }[] } }[] }
    expect(body.errors[0]!.data.errors.map((error) => error.message)).toEqual([OPENING_HOURS_MESSAGES.invalidTime])
    expect(body.errors[0]!.message).toContain('Heure de fin')
  })

  it('saves a day off picked with the date picker', async () => {
    await page.goto(`${baseUrl}/admin/collections/agendas/${agendaId}`)
    await page.locator(fieldId('daysOff')).getByRole('button', { name: /Ajouter/ }).click()
    const date = page.locator(fieldId('daysOff.0.date'))
    await date.waitFor()
    await date.locator('input').first().click()
    const picker = page.locator('.react-datepicker')
    await picker.waitFor()
    await picker.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
    const picked = await date.locator('input').first().inputValue()
    expect(picked).toMatch(/^15 /)
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    const toast = page.locator('.payload-toast-container')
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('Mis à jour avec succès.')
    const daysOff = (await storedAgenda()).daysOff ?? []
    expect(daysOff.map((day) => new Date(day.date).getUTCDate())).toEqual([15])
    expect(serverErrors).toEqual([])
  })
})
