import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, waitForHydration } from './support/browser.ts'
import { adminLogin, writeReportInAdmin } from './support/admin.ts'
import { baseUrl, customerWithProject, demoAccount } from './support/api.ts'

/**
 * Issue #8's acceptance as people do it: a member of staff writes a works report in the back office's own
 * form; the customer's project screen, open in another browser, shows it as 'Dernier rapport' within 2 s,
 * without a reload.
 */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('a report written in the admin', () => {
  it('appears on the customer’s open project screen as the latest report within 2 s, without a reload', async () => {
    const title = `Chantier suivi ${Math.random().toString(36).slice(2, 7)}`
    const { customer, projectId } = await customerWithProject({ status: 11, title, firstName: 'Helene' })

    const customerPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    const login = await customerPage.request.post(`${baseUrl}/api/users/login`, { data: customer, headers: { Origin: baseUrl } })
    expect(login.status()).toBe(200)
    await customerPage.goto(`${baseUrl}/project/${projectId}`)
    const latest = customerPage.getByRole('region', { name: 'Dernier rapport' })
    await latest.getByText('Aucune donnée à afficher pour le moment').waitFor()
    await waitForHydration(customerPage, 'ol[aria-label="Étapes du projet"] button')
    let reloads = 0
    customerPage.on('framenavigated', (frame) => {
      if (frame === customerPage.mainFrame()) reloads++
    })

    const staff = demoAccount('staff')
    const admin = await (await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 900 } })).newPage()
    await adminLogin(admin, baseUrl, staff)
    await writeReportInAdmin(admin, baseUrl, { title: 'Semaine 6 – Pose des cloisons', description: 'Les cloisons de la chambre sont montées.', projectTitle: title })

    await latest.getByText('Semaine 6 – Pose des cloisons').waitFor({ timeout: 2_000 })
    await latest.getByText('Les cloisons de la chambre sont montées.').waitFor({ timeout: 2_000 })
    expect(reloads).toBe(0)
    await customerPage.context().close()
    await admin.context().close()
  })
})
