import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { baseUrl, demoAccount, getJson, login, rest } from './support/api.ts'
import { HIGH_BELOW_LOW_MESSAGE } from '../../src/domain/pricing/index.ts'
import { ROOM_PRICES } from '../../seed/content/pricing.ts'
import { LEVELS } from '../../seed/content/levels.ts'

/**
 * The price grid in the back office as the demo marketer edits it (issue #23): one table, rooms by
 * renovation levels; a high price below the low one is explained beside its cell and refused on save with
 * the same French message as the server's; a valid price saves.
 */

const screenshots = process.env.SCREENSHOT_DIR
const [seededLow, seededHigh] = ROOM_PRICES.buanderie!.restructuration
const LEVEL = LEVELS.find((level) => level.key === 'restructuration')!.title
const CELL = `buanderie, ${LEVEL}`
type Grid = { rows: { roomValue: string; level: number | string; lowPerSquareMetre: number; highPerSquareMetre: number }[] }

let browser: Browser
let page: Page
let token: string

const storedHigh = async () => {
  const { body } = await getJson<Grid>('/api/globals/pricing-grid?depth=0', token)
  const levels = await getJson<{ docs: { id: number | string; title: string }[] }>('/api/levels?depth=0&limit=10')
  const level = levels.body.docs.find((candidate) => candidate.title === LEVEL)!.id
  return body.rows.find((row) => row.roomValue === 'buanderie' && String(row.level) === String(level))?.highPerSquareMetre
}

beforeAll(async () => {
  const marketing = demoAccount('marketing')
  token = await login(marketing.email, marketing.password)
  browser = await launchBrowser()
  page = await browser.newPage({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })
  await adminLogin(page, baseUrl, marketing)
  if (screenshots) mkdirSync(screenshots, { recursive: true })
})
afterAll(async () => {
  // Other tests price projects with the seeded grid: the edited price goes back to its seeded value.
  const { body } = await getJson<Grid>('/api/globals/pricing-grid?depth=0', token)
  const levels = await getJson<{ docs: { id: number | string; title: string }[] }>('/api/levels?depth=0&limit=10')
  const level = String(levels.body.docs.find((candidate) => candidate.title === LEVEL)?.id)
  const rows = body.rows.map((row) => (row.roomValue === 'buanderie' && String(row.level) === level ? { ...row, highPerSquareMetre: seededHigh } : row))
  await rest('/api/globals/pricing-grid', { method: 'POST', token, body: { rows } })
  await browser?.close()
})

describe('the price grid in the back office', () => {
  it('is one table of rooms by levels, explains a high price below the low one beside its cell, refuses it on save, and saves a valid price', async () => {
    await page.goto(`${baseUrl}/admin/globals/pricing-grid`)
    const table = page.getByRole('region', { name: 'Grille des prix au m²' }).getByRole('table')
    await table.waitFor()
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Pièce', ...LEVELS.map((level) => level.title)])
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(Object.keys(ROOM_PRICES))
    const low = page.getByRole('spinbutton', { name: `${CELL} : prix bas (€ HT / m²)` })
    const high = page.getByRole('spinbutton', { name: `${CELL} : prix haut (€ HT / m²)` })
    expect(await low.inputValue()).toBe(String(seededLow))
    await page.locator('form[data-form-ready="true"]').waitFor()
    if (screenshots) {
      await page.screenshot({ path: path.join(screenshots, 'price-grid-1280.png'), fullPage: true })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: path.join(screenshots, 'price-grid-390.png'), fullPage: true })
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    // By keyboard: into the high price, typed below the low one.
    await low.focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => high.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Control+A')
    await page.keyboard.type(String(seededLow - 100))
    expect(await high.inputValue()).toBe(String(seededLow - 100))
    const cell = table.getByRole('cell').filter({ has: high })
    await cell.getByText(HIGH_BELOW_LOW_MESSAGE).waitFor({ timeout: 15_000 })
    expect(await high.getAttribute('aria-invalid')).toBe('true')
    if (screenshots) {
      await page.setViewportSize({ width: 390, height: 844 })
      await high.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(screenshots, 'price-grid-error-390.png') })
      await page.setViewportSize({ width: 1280, height: 900 })
    }

    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    const toast = page.locator('.payload-toast-container')
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('n’est pas valide')
    expect(await cell.getByText(HIGH_BELOW_LOW_MESSAGE).count()).toBe(1)
    expect(await storedHigh()).toBe(seededHigh)

    await high.fill(String(seededHigh + 100))
    await expect.poll(() => cell.getByText(HIGH_BELOW_LOW_MESSAGE).count(), { timeout: 15_000 }).toBe(0)
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('Mis à jour avec succès.')
    expect(await storedHigh()).toBe(seededHigh + 100)
  })
})
