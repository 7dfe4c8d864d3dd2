import type { Locator, Page } from 'playwright-core'

/** Signs in to /admin through its own login form. */
export async function adminLogin(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.fill('input[name="email"]', account.email)
  await page.fill('input[name="password"]', account.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin(?!\/login)/)
}

/** The admin's id for a field at `path` ('rules.0.goto' -> #field-rules__0__goto). */
export const fieldId = (path: string) => `#field-${path.replace(/\./g, '__')}`

/** Picks `option` in one of Payload's select or relationship inputs (react-select), typing to filter it first. */
export async function pickOption(page: Page, field: Locator, option: string, { type = false }: { type?: boolean } = {}) {
  await field.locator('.rs__control').click()
  if (type) await field.locator('.rs__input').fill(option.slice(0, 12))
  const exact = new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)
  await page.locator('.rs__option').filter({ hasText: exact }).first().click()
}
