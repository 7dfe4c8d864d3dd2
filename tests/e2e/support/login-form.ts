import type { Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'

/** Fills the site's login form once React has hydrated it, and sends it. */
export async function submitLoginForm(page: Page, values: { email: string; password: string }): Promise<void> {
  await waitForHydration(page, 'form')
  await page.getByLabel('Adresse email').fill(values.email)
  await page.getByLabel('Mot de passe', { exact: true }).fill(values.password)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
}
