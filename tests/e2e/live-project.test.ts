import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { baseUrl, customerWithProject, rest } from './support/api.ts'
import { tinyPdf } from '../int/support/fixtures.ts'

/**
 * The project screen follows what staff do in the back office without a reload: the estimate attached
 * (through Payload's API, as the admin's form saves it) moves the project from 2 to 3, and the customer's
 * open page shows the estimate and the new status in its timeline.
 */

type Id = string | number
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('live updates of the project screen', () => {
  it('shows the estimate staff attach, with the new status and its history, without a reload', async () => {
    const { customer, userId, projectId, staffToken } = await customerWithProject({ status: 2, title: 'Projet en direct', firstName: 'Yves' })
    const user = { id: userId }
    const project = { id: projectId }
    const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    expect((await page.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })).status()).toBe(200)
    const streamOpened = page.waitForResponse((response) => response.url().includes(`/stream/${user.id}`))
    await page.goto(`${baseUrl}/project/${project.id}`)
    await page.getByText('Estimatif : nous avons bien reçu votre demande. Un expert travaux reviendra vers vous avec un estimatif de votre projet.').waitFor()
    // Wait for the live stream to be open, then mark the page: a reload would lose the mark.
    expect((await streamOpened).status()).toBe(200)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await tinyPdf('Estimatif détaillé'))], { type: 'application/pdf' }), 'estimatif-en-direct.pdf')
    form.append('_payload', JSON.stringify({ kind: 'estimate', project: project.id }))
    const file = await rest<{ doc: { id: Id } }>('/api/files', { method: 'POST', token: staffToken, body: form })
    await rest(`/api/projects/${project.id}`, { method: 'PATCH', token: staffToken, body: { estimateFile: file.doc.id } })

    await page.getByRole('heading', { name: 'Détails de l’estimatif' }).waitFor({ timeout: 10_000 })
    await page.getByRole('region', { name: 'Historique du projet' }).getByText('Estimatif disponible').first().waitFor()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
    await page.context().close()
  })
})
