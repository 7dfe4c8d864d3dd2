import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { baseUrl, customerWithProject, demoAccount } from './support/api.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/** /mesdocuments/{id}: adding files, the cards, previews, deleting one after confirmation, tabs and search. */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('my documents', () => {
  it('adds three files, shows them as cards, previews a PDF and an image, deletes one after OUI', async () => {
    const { customer, projectId } = await customerWithProject({ status: 3, title: 'Projet documents', firstName: 'Ines' })
    const project = { id: projectId }
    const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    expect((await page.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })).status()).toBe(200)
    await page.goto(`${baseUrl}/mesdocuments/${project.id}?s=abc&all=1&tab=all&folder_id=-1&breadcrumbs=-1`)
    await page.getByRole('heading', { level: 1, name: `Projet nº ${project.id}` }).waitFor()
    await page.getByText('Aucune donnée à afficher').waitFor()
    await waitForHydration(page)

    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 140, b: 100 } } }).png().toBuffer()
    await page.locator('section[aria-label="Ajouter des documents"] input[type="file"]').setInputFiles([
      { name: 'devis-plombier.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await tinyPdf('Devis')) },
      { name: 'salon.png', mimeType: 'image/png', buffer: picture },
      { name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ pieces: 3 })) },
    ])
    const status = page.getByRole('status').filter({ hasText: 'documents ajoutés' })
    await status.waitFor()
    await page.getByText('3 documents', { exact: true }).waitFor()
    const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
    expect(await cards.count()).toBe(3)
    await cards.filter({ hasText: 'notes' }).getByText('Fichier JSON · Document').waitFor()
    expect(await cards.filter({ hasText: 'salon' }).locator('img').getAttribute('src')).toMatch(/^\/uploads\/folders\/img\//)

    // Previews: the PDF in the viewer, the image as an image.
    await cards.filter({ hasText: 'devis-plombier' }).getByRole('button', { name: /^Aperçu de devis-plombier/ }).click()
    const preview = page.getByRole('dialog')
    await preview.getByText('Page 1 sur 1').waitFor()
    await page.keyboard.press('Escape')
    await cards.filter({ hasText: 'salon' }).getByRole('button', { name: /^Aperçu de salon/ }).click()
    await preview.getByRole('img', { name: /^salon/ }).waitFor()
    await page.keyboard.press('Escape')

    // Delete: NON keeps it, OUI removes it.
    const json = cards.filter({ hasText: 'notes' })
    await json.getByRole('button', { name: /^Supprimer notes/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer ce document ?' })
    await confirm.getByRole('button', { name: 'NON' }).click()
    await confirm.waitFor({ state: 'detached' })
    expect(await cards.count()).toBe(3)
    await json.getByRole('button', { name: /^Supprimer notes/ }).click()
    await confirm.getByRole('button', { name: 'OUI' }).click()
    await page.getByText('2 documents', { exact: true }).waitFor()

    // The family tabs and the search.
    await page.getByRole('navigation', { name: 'Familles de documents' }).getByRole('button', { name: 'Plans' }).click()
    await page.getByText('Aucune donnée correspond à ce filtre').waitFor()
    await page.goto(`${baseUrl}/mesdocuments/-1?word=salon`)
    await page.getByRole('heading', { level: 1, name: 'Tous mes documents' }).waitFor()
    await page.getByText('1 document', { exact: true }).waitFor()
    await page.context().close()

    // Another customer is sent to the wrong-link page.
    const other = demoAccount('customer')
    const stranger = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    expect((await stranger.request.post(`${baseUrl}/api/users/login`, { data: { email: other.email, password: other.password }, headers: { Origin: baseUrl } })).status()).toBe(200)
    await stranger.goto(`${baseUrl}/mesdocuments/${project.id}`)
    await stranger.waitForURL(/\/wrong\/link/)
    await stranger.context().close()
  })
})
