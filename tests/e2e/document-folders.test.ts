import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { baseUrl, customerWithProject } from './support/api.ts'
import { tinyPdf } from '../int/support/fixtures.ts'
import { DOC_ID_PATTERN as ID } from '../../src/domain/ids/doc-id-shape.ts'

/** /mesdocuments/{id}: sub-folders created, opened and left through the breadcrumbs, with the keyboard only. */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function loggedIn(customer: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
  expect((await page.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })).status()).toBe(200)
  return page
}

/** Creates a sub-folder in the folder open: the name typed, then Enter. */
async function createFolder(page: Page, name: string) {
  const field = page.getByLabel('Nom du nouveau dossier')
  await field.focus()
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await page.getByRole('status').filter({ hasText: `Le dossier « ${name} » est créé.` }).waitFor()
}

/** Follows a link with the keyboard (focus, then Enter). */
async function follow(page: Page, link: ReturnType<Page['getByRole']>) {
  await link.focus()
  await page.keyboard.press('Enter')
}

describe('sub-folders in my documents', () => {
  it('creates a sub-folder, opens it, nests another with a document, and goes back up through the breadcrumbs', async () => {
    const { customer, projectId } = await customerWithProject({ status: 3, title: 'Projet dossiers', firstName: 'Odile' })
    const page = await loggedIn(customer)
    await page.goto(`${baseUrl}/mesdocuments/${projectId}`)
    await page.getByRole('heading', { level: 1, name: `Projet nº ${projectId}` }).waitFor()
    await page.getByText('Aucun sous-dossier pour le moment.').waitFor()
    await waitForHydration(page, 'main form button')

    const folders = page.getByRole('region', { name: 'Dossiers' })
    await createFolder(page, 'Plans')
    await folders.getByRole('link', { name: /^Plans\s*0 document$/ }).waitFor()
    // The same name again is refused, in French, next to the field.
    await page.getByLabel('Nom du nouveau dossier').fill('plans')
    await page.keyboard.press('Enter')
    await folders.getByRole('alert').filter({ hasText: 'Un dossier porte déjà ce nom ici.' }).waitFor()
    expect(await page.getByLabel('Nom du nouveau dossier').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('Nom du nouveau dossier').fill('')

    await follow(page, folders.getByRole('link', { name: /^Plans/ }))
    await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor()
    expect(new URL(page.url()).searchParams.get('folder_id')).toMatch(new RegExp(`^${ID}$`))
    await page.getByText('Ce dossier ne contient aucun document.').waitFor()
    await createFolder(page, 'Cuisine')
    await follow(page, folders.getByRole('link', { name: /^Cuisine/ }))
    await page.getByRole('heading', { level: 1, name: 'Cuisine' }).waitFor()
    const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    expect((await crumbs.getByRole('listitem').allInnerTexts()).map((text) => text.replace(/^\/\s*/, '').trim())).toEqual(['Mes documents', `Projet nº ${projectId}`, 'Plans', 'Cuisine'])
    expect(await crumbs.getByText('Cuisine').getAttribute('aria-current')).toBe('page')

    await page.locator('section[aria-label="Ajouter des documents"] input[type="file"]').setInputFiles([
      { name: 'plan-cuisine.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await tinyPdf('Plan cuisine')) },
    ])
    await page.getByText('1 document', { exact: true }).waitFor()

    await follow(page, crumbs.getByRole('link', { name: 'Plans' }))
    await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor()
    await folders.getByRole('link', { name: /^Cuisine\s*1 document$/ }).waitFor()
    await follow(page, crumbs.getByRole('link', { name: `Projet nº ${projectId}` }))
    await page.getByRole('heading', { level: 1, name: `Projet nº ${projectId}` }).waitFor()
    await folders.getByRole('link', { name: /^Plans\s*0 document · 1 sous-dossier$/ }).waitFor()
    // At the project's top, every document of the project is listed, those in sub-folders too.
    await page.getByText('1 document', { exact: true }).waitFor()
    const plansId = new URL((await folders.getByRole('link', { name: /^Plans/ }).getAttribute('href'))!, baseUrl).searchParams.get('folder_id')
    await page.context().close()

    // Another customer cannot open that folder, even under their own project.
    const stranger = await customerWithProject({ status: 3, title: 'Autre projet', firstName: 'Paul' })
    const other = await loggedIn(stranger.customer)
    await other.goto(`${baseUrl}/mesdocuments/${stranger.projectId}?folder_id=${plansId}`)
    await other.waitForURL(/\/wrong\/link/)
    await other.context().close()
  })
})
