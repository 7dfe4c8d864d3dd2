import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { baseUrl, customerWithProject, demoAccount } from './support/api.ts'
import type { Role } from '../../collections/roles.ts'
import { ANALYTICS_COPY } from '../../src/domain/questionnaire-analytics/copy.ts'

/**
 * Issue #23, walked as a marketer, a style curator and staff: each sees in the back office's navigation
 * only what their work uses; staff's project list reads the status in words and the customer's name;
 * a save answers in French.
 */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function signedInAs(role: Role): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })).newPage()
  await adminLogin(page, baseUrl, demoAccount(role))
  return page
}

/** The names of the collections and globals the navigation links to, as the person reads them. */
async function navigationEntries(page: Page): Promise<string[]> {
  await page.goto(`${baseUrl}/admin`)
  const links = page.getByRole('navigation').getByRole('link')
  await links.first().waitFor({ state: 'attached' })
  const names = (await links.allTextContents()).map((name) => name.trim()).filter(Boolean)
  return names.sort((a, b) => a.localeCompare(b, 'fr'))
}

describe('the back office by role', () => {
  it('shows marketing the questionnaires, their pictures, the legal texts, the home page, the price grid and the company identity (read only), and no staff menu', async () => {
    const page = await signedInAs('marketing')
    expect(await navigationEntries(page)).toEqual([
      'Grille de prix',
      'Identité de l’entreprise',
      'Page d’accueil',
      'Photos',
      'Questionnaires',
      'Questions',
      ANALYTICS_COPY.navLink,
      'Textes légaux (CGU, CGV, mentions, confidentialité)',
    ])
    // A staff list opened by its address is no page for marketing, rather than an empty list.
    await page.goto(`${baseUrl}/admin/collections/projects`)
    await page.getByRole('heading', { name: 'Rien n’a été trouvé' }).waitFor()
    expect(await page.getByText('Non autorisé').count()).toBe(0)
    await page.context().close()
  })

  it('shows marketing the questionnaire analytics, with the demo projects’ figures written out', async () => {
    const page = await signedInAs('marketing')
    await page.goto(`${baseUrl}/admin`)
    // The navigation is folded away below 1440 px wide: its link is followed rather than clicked.
    const href = await page.getByRole('navigation').getByRole('link', { name: ANALYTICS_COPY.navLink }).getAttribute('href')
    expect(href).toBe('/admin/analytique-questionnaire')
    await page.goto(`${baseUrl}${href}`)
    await page.getByRole('heading', { level: 1, name: ANALYTICS_COPY.pageTitle }).waitFor()
    await page.getByRole('heading', { name: ANALYTICS_COPY.figuresHeading }).waitFor()
    expect(await page.getByRole('term').allTextContents()).toEqual([ANALYTICS_COPY.started, ANALYTICS_COPY.finished, ANALYTICS_COPY.completionRate, ANALYTICS_COPY.medianTime])
    expect(await page.getByRole('table').count()).toBeGreaterThan(0)
    await page.context().close()
  })

  it('tells staff the questionnaire analytics are not for them, and does not link them', async () => {
    const page = await signedInAs('staff')
    expect(await navigationEntries(page)).not.toContain(ANALYTICS_COPY.navLink)
    await page.goto(`${baseUrl}/admin/analytique-questionnaire`)
    await page.getByText(ANALYTICS_COPY.noAccess).waitFor()
    expect(await page.getByRole('table').count()).toBe(0)
    await page.context().close()
  })

  it('shows a curator the style catalogue only', async () => {
    const page = await signedInAs('curator')
    expect(await navigationEntries(page)).toEqual(['Ambiances', 'Niveaux de rénovation', 'Photos', 'Styles'])
    await page.context().close()
  })

  it('shows a curator no internal field (« Propriétaire ») on a new style, a style or a photo', async () => {
    const page = await signedInAs('curator')
    for (const collection of ['styles', 'photos']) {
      await page.goto(`${baseUrl}/admin/collections/${collection}/create`)
      await page.locator('.document-fields').waitFor({ timeout: 30_000 })
      expect(await page.locator('.document-fields').textContent(), collection).not.toContain('Propriétaire')
      await page.goto(`${baseUrl}/admin/collections/${collection}`)
      const first = page.locator('table tbody tr a').first()
      await first.waitFor({ timeout: 30_000 })
      await page.goto(new URL((await first.getAttribute('href')) ?? '', baseUrl).toString())
      await page.locator('.document-fields').waitFor({ timeout: 30_000 })
      expect(await page.locator('.document-fields').textContent(), collection).not.toContain('Propriétaire')
    }
    await page.context().close()
  })

  it('shows staff the status in words in the project list, and a save toast in French', async () => {
    const title = `Rénovation rôles ${Math.random().toString(36).slice(2, 7)}`
    await customerWithProject({ status: 11, title, firstName: 'Berangere' })
    const page = await signedInAs('staff')
    expect(await navigationEntries(page)).toEqual(expect.arrayContaining(['Projets', 'Fichiers', 'Rapports de suivi', 'Rendez-vous']))
    expect(await navigationEntries(page)).not.toContain('Questionnaires')

    await page.goto(`${baseUrl}/admin/collections/projects?search=${encodeURIComponent(title)}`)
    const row = page.getByRole('row').filter({ hasText: title })
    await row.waitFor()
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim())
    expect(cells).toContain('Suivi des travaux')
    expect(cells).not.toContain('11')
    // The « Client » column names the customer, not their account's email.
    await page.getByRole('columnheader', { name: 'Client' }).waitFor()
    expect(cells).toContain('Berangere Test')

    await row.getByRole('link', { name: title }).click()
    await page.getByRole('button', { name: 'Projet', exact: true }).click()
    await page.getByLabel('Adresse').fill('12 rue des Lilas, 75020 Paris')
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    const toast = page.locator('.payload-toast-container')
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain('Mis à jour avec succès.')
    expect(await toast.textContent()).not.toMatch(/successfully|something went wrong|unknown error/i)
    await page.context().close()
  })
})
