import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { baseUrl, customerWithProject, demoAccount, rest } from './support/api.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/** /suivi-des-travaux/{id}: the reports list (10 a page, search), its PDF links, and a new report arriving live. */

type Id = string | number
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the works follow-up screen', () => {
  it('pages and searches the reports, links their PDF, and shows a new report without a reload', async () => {
    const { customer, userId, projectId, staffToken } = await customerWithProject({ status: 11, title: 'Chantier Bernard', firstName: 'Luc' })
    const user = { id: userId }
    const project = { id: projectId }
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await tinyPdf('Visite'))], { type: 'application/pdf' }), 'visite-chantier.pdf')
    form.append('_payload', JSON.stringify({ kind: 'report', project: project.id }))
    const pdf = await rest<{ doc: { id: Id; filename: string } }>('/api/files', { method: 'POST', token: staffToken, body: form })
    for (let n = 1; n <= 11; n++) {
      await rest('/api/reports', { method: 'POST', token: staffToken, body: { project: project.id, title: `Visite nº ${n}`, description: n === 3 ? 'Pose du parquet en chêne.' : '', ...(n === 11 ? { file: pdf.doc.id } : {}) } })
    }

    // The spec's misspelt path (copy-corrections.md), in emails already sent: a permanent redirect, query kept.
    const old = await fetch(`${baseUrl}/suivi-des-traveaux/${project.id}?p=2`, { redirect: 'manual' })
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe(`/suivi-des-travaux/${project.id}?p=2`)

    const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    expect((await page.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })).status()).toBe(200)
    const streamOpened = page.waitForResponse((response) => response.url().includes(`/stream/${user.id}`))
    await page.goto(`${baseUrl}/suivi-des-travaux/${project.id}`)
    await page.getByRole('heading', { level: 1, name: 'Suivi des travaux' }).waitFor()
    await page.getByText('11 rapports').waitFor()
    const reports = page.getByRole('main').getByRole('listitem')
    expect(await reports.count()).toBe(10)
    const newest = reports.first()
    await newest.getByRole('heading', { name: 'Visite nº 11' }).waitFor()
    expect(await newest.getByRole('link', { name: 'Voir le rapport : Visite nº 11' }).getAttribute('href')).toBe(`/uploads/rapports/file/${pdf.doc.filename}`)
    await reports.nth(1).getByText('Aucun fichier pour le moment').waitFor()
    await reports.nth(1).getByText('Aucune description').waitFor()
    // The PDF itself, as the browser fetches it for its owner.
    const file = await page.evaluate(async (url) => {
      const response = await fetch(url)
      return { status: response.status, type: response.headers.get('content-type') }
    }, `/uploads/rapports/file/${pdf.doc.filename}`)
    expect(file).toEqual({ status: 200, type: 'application/pdf' })

    await page.getByRole('navigation', { name: 'Pagination des rapports' }).getByRole('link', { name: 'Page suivante' }).click()
    await page.getByText('Page 2 sur 2').waitFor()
    expect(await reports.count()).toBe(1)

    await page.getByLabel('Rechercher dans les rapports').fill('parquet')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await page.getByText('1 rapport', { exact: true }).waitFor()
    await reports.first().getByRole('heading', { name: 'Visite nº 3' }).waitFor()
    await page.getByRole('button', { name: 'Effacer' }).click()
    await page.getByText('11 rapports').waitFor()

    // Staff write a new report: it appears on the open page, no reload.
    expect((await streamOpened).status()).toBe(200)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await rest('/api/reports', { method: 'POST', token: staffToken, body: { project: project.id, title: 'Visite nº 12', description: 'Peinture terminée.' } })
    await page.getByText('12 rapports').waitFor({ timeout: 10_000 })
    await reports.first().getByRole('heading', { name: 'Visite nº 12' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await page.context().close()

    // Before the page's script has run (a first tap on a slow phone), paging and searching still work:
    // the arrows are links and the search is a plain GET form, answered by the server.
    const noScript = await (await browser.newContext({ locale: 'fr-FR', javaScriptEnabled: false })).newPage()
    expect((await noScript.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })).status()).toBe(200)
    await noScript.goto(`${baseUrl}/suivi-des-travaux/${project.id}`)
    await noScript.getByRole('navigation', { name: 'Pagination des rapports' }).getByRole('link', { name: 'Page suivante' }).click()
    await noScript.getByText('Page 2 sur 2').waitFor()
    expect(new URL(noScript.url()).searchParams.get('p')).toBe('2')
    await noScript.getByLabel('Rechercher dans les rapports').fill('parquet')
    await noScript.getByRole('button', { name: 'Rechercher' }).click()
    await noScript.getByText('1 rapport', { exact: true }).waitFor()
    await noScript.getByRole('main').getByRole('listitem').first().getByRole('heading', { name: 'Visite nº 3' }).waitFor()
    await noScript.context().close()

    // Another customer is sent to the wrong-link page.
    const stranger = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    const other = demoAccount('customer')
    expect((await stranger.request.post(`${baseUrl}/api/users/login`, { data: { email: other.email, password: other.password }, headers: { Origin: baseUrl } })).status()).toBe(200)
    await stranger.goto(`${baseUrl}/suivi-des-travaux/${project.id}`)
    await stranger.waitForURL(/\/wrong\/link/)
    await stranger.context().close()
  })
})
