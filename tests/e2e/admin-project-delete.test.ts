import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { attachPdf, baseUrl, customerWithProject, demoAccount, login, rest } from './support/api.ts'
import { UNDER_A_PROJECT } from '../../collections/Projects/under-a-project.server.ts'

/**
 * Issue #23, "e2e as admin: delete a project with answers, reports and files; nothing of it remains in the
 * database or the storage": the admin deletes, from the project's page in the back office, a customer's
 * project holding an answer, a works report and its PDF, a plan, a folder; the page says beforehand what
 * goes with it; afterwards no record names the project and its files are gone from the disk.
 */
type Id = string | number

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** How many records of each collection under a project still name it (read as the admin). */
async function countsUnder(projectId: Id, token: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const collection of UNDER_A_PROJECT) {
    const { totalDocs } = await rest<{ totalDocs: number }>(`/api/${collection}?where[project][equals]=${projectId}&depth=0&limit=0`, { method: 'GET', token })
    counts[collection] = totalDocs
  }
  return counts
}

describe('deleting a project in the back office', () => {
  it('removes its answers, reports and files, from the database and the disk', async () => {
    const title = `Projet à supprimer ${Math.random().toString(36).slice(2, 8)}`
    const { projectId } = await customerWithProject({ status: 2, title, firstName: 'Suppression' })
    const admin = demoAccount('admin')
    const adminToken = await login(admin.email, admin.password)
    const { docs: questions } = await rest<{ docs: { id: Id }[] }>('/api/questions?limit=1&depth=0', { method: 'GET', token: adminToken })
    await rest('/api/responses', { method: 'POST', token: adminToken, body: { project: projectId, question: questions[0]!.id, value: 'Maison' } })
    const reportPdf = await attachPdf({ projectId, kind: 'report', title: 'Rapport de visite', token: adminToken })
    await rest('/api/reports', { method: 'POST', token: adminToken, body: { title: 'Visite nº 1', project: projectId, file: reportPdf.id } })
    const plan = await attachPdf({ projectId, kind: 'plan', title: 'Plan du séjour', token: adminToken })
    const stored = [reportPdf, plan].map(({ filename }) => path.join(inject('dataDir'), 'uploads', 'files', filename))
    for (const file of stored) expect(existsSync(file)).toBe(true)
    const before = await countsUnder(projectId, adminToken)
    expect(before).toMatchObject({ responses: 1, reports: 1, files: 2 })

    const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })).newPage()
    await adminLogin(page, baseUrl, admin)
    await page.goto(`${baseUrl}/admin/collections/projects/${projectId}`)
    // The page tells what goes with a deleted project before anyone deletes it.
    await page.getByText('Supprimer un projet supprime aussi ses réponses, ses rapports de suivi, ses fichiers').waitFor()
    await waitForHydration(page, '.doc-controls__dots')
    await page.locator('.doc-controls__dots').click()
    await page.locator('#action-delete').click()
    await page.locator('#confirm-action').click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/projects')
    const toasts = page.locator('.payload-toast-container')
    await expect.poll(() => toasts.locator('.toast-success').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    expect(await toasts.locator('.toast-error').count()).toBe(0)
    await page.context().close()

    const { status } = await fetch(`${baseUrl}/api/projects/${projectId}?depth=0`, { headers: { Authorization: `JWT ${adminToken}` } })
    expect(status).toBe(404)
    expect(await countsUnder(projectId, adminToken)).toEqual(Object.fromEntries(UNDER_A_PROJECT.map((collection) => [collection, 0])))
    for (const file of stored) expect(existsSync(file)).toBe(false)
  }, 120_000)
})
