import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser.ts'
import { adminLogin } from './support/admin.ts'
import { freePort, startAppServer, type AppServer } from '../support/app-server.ts'
import { startSmtpCapture } from '../support/smtp-capture.ts'
import { readCredentials } from '../../seed/accounts.ts'

/**
 * Issue #25: an email that failed every try (the mail server down) waits in the back office, and an admin
 * sends it again from there. The built app with SMTP_URL on a loopback port where nothing listens, until
 * the test starts a real SMTP server there.
 */

let app: AppServer
let browser: Browser
let smtpPort: number

beforeAll(async () => {
  smtpPort = await freePort()
  app = await startAppServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const account = (role: string) => {
  const found = readCredentials(app.dataDir)?.find((candidate) => candidate.role === role)
  if (!found) throw new Error(`no seeded ${role} account`)
  return found
}

/** Opens the failed emails' list until the one to `email` shows (its 5 tries take a few seconds here). */
async function failedEmailRow(page: Page, email: string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    await page.goto(`${app.baseUrl}/admin/collections/payload-jobs?where[hasError][equals]=true`)
    const row = page.getByRole('row').filter({ hasText: email })
    if ((await row.count()) > 0) return row
    await page.waitForTimeout(1_000)
  }
  throw new Error(`no failed email to ${email} in the back office`)
}

describe('failed emails in the back office', () => {
  it('lists for an admin the activation email that failed every try, and « Renvoyer l’e-mail » delivers it once the mail server is back', async () => {
    const email = `relance-${randomBytes(4).toString('hex')}@exemple.fr`
    const registered = await fetch(`${app.baseUrl}/v1/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_email: email, user_firstname: 'Léa', user_lastname: 'Martin', accept_terms: true }),
    })
    expect(registered.status).toBe(200)

    const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    await adminLogin(page, app.baseUrl, account('admin'))
    const row = await failedEmailRow(page, email)
    await row.getByText('Activez votre compte Maisonnée').waitFor()
    await row.getByRole('link').first().click()
    const panel = page.getByRole('region', { name: 'E-mail en échec' })
    await panel.waitFor()

    const smtp = await startSmtpCapture({ port: smtpPort })
    try {
      await panel.getByRole('button', { name: 'Renvoyer l’e-mail' }).click()
      await panel.getByRole('status').filter({ hasText: 'E-mail remis dans la file d’envoi' }).waitFor()
      const mail = await smtp.waitForMail(email, /Activez votre compte/, { timeoutMs: 30_000 })
      expect(mail.text).toContain('/account/confirm#token=')
    } finally {
      await smtp.stop()
    }
  }, 180_000)

  it('keeps the list from staff: the back office does not show it and its address answers no email', async () => {
    const page = await (await browser.newContext({ locale: 'fr-FR' })).newPage()
    await adminLogin(page, app.baseUrl, account('staff'))
    expect(await page.getByRole('link', { name: 'Tâches et e-mails' }).count()).toBe(0)
    const list = await page.request.get(`${app.baseUrl}/api/payload-jobs?where[hasError][equals]=true`)
    expect(list.status()).toBe(403)
  }, 120_000)
})
