import { expect } from 'vitest'
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { waitForHydration } from './browser.ts'

/**
 * A new browser (French, downloads accepted) signed in as `account` on the app at `origin`, through the
 * same login call the site's form makes: for a test about what a customer does once signed in.
 */
export async function signedIn(browser: Browser, origin: string, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', acceptDownloads: true })
  const page = await context.newPage()
  const response = await page.request.post(`${origin}/api/users/login`, { data: { email: account.email, password: account.password }, headers: { Origin: origin } })
  expect(response.status()).toBe(200)
  return page
}

/** Opens a project's screen and waits until React has hydrated its stepper. */
export async function openProject(page: Page, origin: string, projectId: string | number): Promise<void> {
  await page.goto(`${origin}/project/${projectId}`)
  await waitForHydration(page, 'ol[aria-label="Étapes du projet"] button')
}

/** A stage of the project screen's stepper, by the start of its name ('Estimatif', 'Choix du style'…). */
export const projectStage = (page: Page, name: string) => page.getByRole('list', { name: 'Étapes du projet' }).getByRole('button', { name: new RegExp(`^${name}`) })

/** From the project screen's estimate stage, cancels the confirmed appointment on its booking page, after OUI. */
export async function cancelAppointment(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Déplacer ou annuler le rendez-vous' }).click()
  await page.getByRole('heading', { name: 'Votre rendez-vous confirmé' }).waitFor()
  await waitForHydration(page, 'button')
  await page.getByRole('button', { name: 'Annuler le rendez-vous' }).click()
  await page.getByRole('button', { name: 'Oui, annuler' }).click()
  await page.getByText('Votre rendez-vous est annulé. Vous pouvez en choisir un autre.').waitFor()
}

/**
 * Chooses a free slot other than the earliest: the first of the last day offered. NOTE: the first day may
 * offer a single slot (12 h of notice late at night leave one afternoon hour), the very one just freed or held.
 */
export async function chooseSlotOfLastDay(scope: Page | FrameLocator): Promise<void> {
  const days = scope.locator('section[aria-labelledby="rdv-days"] li')
  await days.last().getByRole('button').click()
  await days.last().locator('button[aria-pressed="true"]').waitFor()
  await scope.locator('label[for^="slot-"]').first().click()
}
