import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { baseUrl, customerWithProject, rest } from './support/api.ts'

/**
 * Issue #22: a project on hold (13) shows the exception banner on every project screen (design/workflow.md:
 * 'a banner on every project screen, every customer action frozen, a contact link'): the project, its
 * documents, the booking and the works follow-up; the same screens of a project not on hold show none.
 */

const FROZEN = 'Votre projet est momentanément suspendu par notre équipe\u00a0: aucune action n’est possible pour le moment.'

let browser: Browser
let held: Awaited<ReturnType<typeof customerWithProject>>
let running: Awaited<ReturnType<typeof customerWithProject>>

beforeAll(async () => {
  browser = await launchBrowser()
  held = await customerWithProject({ status: 3, title: 'Projet en attente', firstName: 'Ines' })
  await rest(`/api/projects/${held.projectId}`, { method: 'PATCH', token: held.staffToken, body: { status: 13, statusChangeReason: 'Litige en cours.' } })
  running = await customerWithProject({ status: 3, title: 'Projet en cours', firstName: 'Hugo' })
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

async function signedInPage(customer: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'fr-FR' })
  const page = await context.newPage()
  const response = await page.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })
  expect(response.status()).toBe(200)
  return { context, page }
}

const SCREENS = [
  { name: 'the project', path: (id: string | number) => `/project/${id}`, ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'the documents', path: (id: string | number) => `/mesdocuments/${id}`, ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'the booking', path: (id: string | number) => `/rdv/${id}`, ready: (page: Page) => page.getByRole('heading', { level: 1, name: /rendez-vous/i }).waitFor() },
  { name: 'the works follow-up', path: (id: string | number) => `/suivi-des-travaux/${id}`, ready: (page: Page) => page.getByRole('heading', { level: 1 }).waitFor() },
]

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Projet suspendu' })

describe('the exception banner', () => {
  it.each(SCREENS)('shows on $name screen of a project on hold, in French, with the contact link', async (screen) => {
    const { context, page } = await signedInPage(held.customer)
    await page.goto(`${baseUrl}${screen.path(held.projectId)}`)
    await screen.ready(page)
    await banner(page).waitFor()
    expect(await banner(page).textContent()).toContain(FROZEN)
    expect(await banner(page).getByRole('link', { name: 'Contactez-nous' }).getAttribute('href')).toBe('/page-contact')
    await expectNoSeriousAxeViolations(page)
    await context.close()
  })

  it('takes nothing more on the documents screen of a project on hold: no upload, no new folder', async () => {
    const { context, page } = await signedInPage(held.customer)
    await page.goto(`${baseUrl}/mesdocuments/${held.projectId}`)
    await banner(page).waitFor()
    expect(await page.getByRole('form', { name: 'Nouveau dossier' }).count()).toBe(0)
    expect(await page.locator('input[type="file"]').count()).toBe(0)
    await context.close()
  })

  it.each(SCREENS)('does not show on $name screen of a project not on hold', async (screen) => {
    const { context, page } = await signedInPage(running.customer)
    await page.goto(`${baseUrl}${screen.path(running.projectId)}`)
    await screen.ready(page)
    expect(await banner(page).count()).toBe(0)
    expect(await page.getByText(FROZEN).count()).toBe(0)
    await context.close()
  })
})
