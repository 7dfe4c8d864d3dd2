import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { expectNoSeriousAxeViolations } from './support/axe.ts'
import { authHeaders, baseUrl, demoAccount, login, rest } from './support/api.ts'
import { placeProjectAt } from '../support/place-project.ts'
import { DOC_ID_PATTERN as ID } from '../../src/domain/ids/doc-id-shape.ts'

/** 'Mes projets' as a customer with 13 projects uses it: cards, filters, pages, deletion (spec section 2). */

type Id = string | number
let browser: Browser
let adminToken: string
let customer: { email: string; password: string }
const titles: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
  const admin = demoAccount('admin')
  adminToken = await login(admin.email, admin.password)
  customer = { email: `tableau-${randomBytes(4).toString('hex')}@exemple.fr`, password: 'Maisonnee;2026ef' }
  const { doc: user } = await rest<{ doc: { id: Id } }>('/api/users', { method: 'POST', token: adminToken, body: { ...customer, role: 'customer', isActive: true, firstName: 'Nina', lastName: 'Roux' } })
  // 13 projects: apartment types 0 to 3 in turn, statuses 2 and 3 in turn; the 13th is a three-room flat at 5.
  for (let n = 1; n <= 13; n++) {
    const title = `Projet tableau ${String(n).padStart(2, '0')}`
    titles.push(title)
    const { doc: project } = await rest<{ doc: { id: Id } }>('/api/projects', { method: 'POST', token: adminToken, body: {
      title,
      owner: user.id,
      apartmentType: String(n === 13 ? 2 : (n - 1) % 4),
      address: `${n} rue de la République 69002 Lyon`,
    } })
    await placeProjectAt(inject('databaseUri'), { projectId: project.id, status: n === 13 ? 5 : 2 + (n % 2) })
  }
}, 120_000)

afterAll(() => browser?.close())

async function signedIn(): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
  expect((await page.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })).status()).toBe(200)
  return page
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })

describe('my projects', () => {
  it('shows the projects as cards on the dashboard, 12 a page, with the progress and the way to the documents', async () => {
    const page = await signedIn()
    await page.goto(`${baseUrl}/`)
    await page.getByRole('heading', { level: 1, name: 'Mes projets' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Mes projets' }).getAttribute('aria-current')).toBe('page')
    await page.getByText('13 projets').waitFor()
    expect(await cards(page).count()).toBe(12)
    const newest = cards(page).first()
    expect(await newest.getByRole('link', { name: 'Projet tableau 13' }).getAttribute('href')).toMatch(new RegExp(`^/project/${ID}$`))
    await newest.getByText('Choix de style disponible').waitFor()
    await newest.getByRole('progressbar', { name: 'Avancement : 42 %' }).waitFor()
    // Every project has its folder: the link opens it (the spec's query, with the folder's id).
    const documents = (await newest.getByRole('link', { name: 'Documents' }).getAttribute('href')) ?? ''
    const folderId = new RegExp(`^/mesdocuments/${ID}\\?s=\\w+&all=1&tab=all&folder_id=(${ID})&breadcrumbs=(${ID})$`).exec(documents)
    expect(folderId, documents).not.toBeNull()
    expect(folderId?.[2]).toBe(folderId?.[1])
    await expectNoSeriousAxeViolations(page)

    await page.getByRole('navigation', { name: 'Pagination des projets' }).getByRole('link', { name: 'Page suivante' }).click()
    await page.getByText('Page 2 sur 2').waitFor()
    await page.waitForURL(/p=2/)
    expect(await cards(page).count()).toBe(1)
    await cards(page).getByRole('link', { name: 'Projet tableau 01' }).waitFor()
    await page.context().close()
  })

  it('filters by apartment type and by status from the filter panel, kept in the URL, with the spec’s empty text', async () => {
    const page = await signedIn()
    await page.goto(`${baseUrl}/projets`)
    await page.getByRole('heading', { level: 1, name: 'Mes projets' }).waitFor()
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Filtres' }).click()
    const panel = page.getByRole('form', { name: 'Filtres' })
    await panel.getByLabel('3 pièces').check()
    await panel.getByRole('button', { name: 'Appliquer' }).click()
    await page.waitForURL(/project_apparttype=/)
    // Types 2 are projects 3, 7, 11 and 13.
    await page.getByText('4 projets').waitFor()
    await panel.getByLabel('Statut').selectOption({ label: 'Choix de style disponible' })
    await panel.getByRole('button', { name: 'Appliquer' }).click()
    await page.waitForURL(/visa=5/)
    await page.getByText('1 projet', { exact: true }).waitFor()
    await cards(page).getByRole('link', { name: 'Projet tableau 13' }).waitFor()
    await panel.getByLabel('Statut').selectOption({ label: 'Livré' })
    await panel.getByRole('button', { name: 'Appliquer' }).click()
    await page.getByText('Aucune donnée correspond à ce filtre').waitFor()
    // The filters survive a reload: they are the URL's.
    await page.reload()
    await page.getByText('Aucune donnée correspond à ce filtre').waitFor()
    await page.context().close()
  })

  it('deletes a project only after OUI in the confirmation; NON keeps it', async () => {
    const page = await signedIn()
    await page.goto(`${baseUrl}/projets`)
    await waitForHydration(page)
    const card = cards(page).filter({ hasText: 'Projet tableau 12' })
    const id = (await card.getByRole('link', { name: 'Projet tableau 12' }).getAttribute('href'))?.split('/').pop()
    await card.getByRole('button', { name: 'Supprimer Projet tableau 12' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Suppression de projet' })
    await dialog.getByText(`Êtes-vous vraiment sûr de vouloir supprimer le projet nº ${id} ?`).waitFor()
    await dialog.getByRole('button', { name: 'NON' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await card.count()).toBe(1)

    await card.getByRole('button', { name: 'Supprimer Projet tableau 12' }).click()
    await dialog.getByRole('button', { name: 'OUI' }).click()
    await page.getByText('Le projet « Projet tableau 12 » est supprimé.').waitFor()
    await page.getByText('12 projets').waitFor()
    expect(await card.count()).toBe(0)
    const gone = await fetch(`${baseUrl}/api/projects/${id}`, { headers: authHeaders(adminToken) })
    expect(gone.status).toBe(404)
    await page.context().close()
  })

  it('shows each project’s folder on the Mes documents tab', async () => {
    const page = await signedIn()
    await page.goto(`${baseUrl}/fichiers`)
    await page.getByRole('heading', { level: 1, name: 'Mes documents' }).waitFor()
    const folders = page.getByRole('list', { name: 'Dossiers de mes projets' }).getByRole('link')
    await folders.first().waitFor()
    expect(await folders.count()).toBeGreaterThanOrEqual(12)
    expect(await folders.first().getAttribute('href')).toMatch(new RegExp(`^/mesdocuments/${ID}$`))
    await page.context().close()
  })
})
