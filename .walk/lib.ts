import { readFileSync } from 'node:fs'
import { chromium, type Page } from 'playwright-core'
import { readCredentials } from '/work/wt-cms-logic/seed/accounts.ts'
export const app = JSON.parse(readFileSync('/tmp/walk/app.json', 'utf8')) as { baseUrl: string; dataDir: string }
export const account = (role: string) => readCredentials(app.dataDir)!.find((a) => a.role === role)!
export const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
export async function signedIn(role: string, width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', viewport: { width, height: 900 } })).newPage()
  const a = account(role)
  await page.goto(`${app.baseUrl}/admin/login`)
  await page.fill('input[name="email"], input[name="username"]', a.email)
  await page.fill('input[name="password"]', a.password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin(?!\/login)/)
  return page
}
export async function token(role: string) {
  const a = account(role)
  const r = await fetch(`${app.baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: a.email, password: a.password }) })
  return ((await r.json()) as { token: string }).token
}
