import type { Locator, Page } from 'playwright-core'
import { DOC_ID_PATTERN as ID } from '../../../src/domain/ids/doc-id-shape.ts'

/**
 * This test file's own client address, sent with its admin sign-ins: the shared app believes it (it trusts its
 * loopback proxy, TRUST_PROXY in global-setup.ts; an app a file starts for itself ignores it). Every file signs
 * the same demo accounts in; from one address, the 21st sign-in of an account within 15 minutes is refused
 * (loginLimits), which the e2e stage, now shorter than 15 minutes, reached. Each file is a client of its own.
 */
const CLIENT_ADDRESS = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`

/** Signs in to /admin through its own login form. */
export async function adminLogin(page: Page, baseUrl: string, account: { email: string; password: string }) {
  await page.goto(`${baseUrl}/admin/login`)
  // NOTE: with logins by phone (loginWithUsername), Payload's form names its field 'username' (email or username).
  await page.fill('input[name="email"], input[name="username"]', account.email)
  await page.fill('input[name="password"]', account.password)
  // NOTE: only the sign-in is routed, and only while it runs (a route turns the page's HTTP cache off).
  const signIn = (url: URL) => url.origin === new URL(baseUrl).origin && url.pathname === '/api/users/login'
  await page.route(signIn, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': CLIENT_ADDRESS } }))
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.unroute(signIn)
}

/** The admin's id for a field at `path` ('rules.0.goto' -> #field-rules__0__goto). */
export const fieldId = (path: string) => `#field-${path.replace(/\./g, '__')}`

/** Picks `option` in one of Payload's select or relationship inputs (react-select), typing to filter it first. */
export async function pickOption(page: Page, field: Locator, option: string, { type = false }: { type?: boolean } = {}) {
  await field.locator('.rs__control').click()
  if (type) await field.locator('.rs__input').fill(option.slice(0, 12))
  const exact = new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`)
  await page.locator('.rs__option').filter({ hasText: exact }).first().click()
}

/** Opens the admin's form for a new question and fills its quiz, position and title. */
export async function startQuestion(page: Page, baseUrl: string, { quiz, position, title }: { quiz: string; position: number; title: string }) {
  await page.goto(`${baseUrl}/admin/collections/questions/create`)
  await pickOption(page, page.locator(fieldId('quiz')), quiz)
  await page.locator(fieldId('position')).fill(String(position))
  await page.locator(fieldId('title')).fill(title)
}

/** Adds a rule with one condition to the question form: its fields are then rules.0.conditions.0.* and rules.0.goto. */
export async function addRuleWithCondition(page: Page) {
  await page.locator(fieldId('rules')).getByRole('button', { name: 'Ajouter Règle' }).click()
  await page.locator(fieldId('rules.0.conditions')).getByRole('button', { name: 'Ajouter Condition' }).click()
}

/** Writes a works report in the admin's own form, on the project titled `projectTitle`, and saves it. */
export async function writeReportInAdmin(page: Page, baseUrl: string, report: { title: string; description: string; projectTitle: string }) {
  await page.goto(`${baseUrl}/admin/collections/reports/create`)
  await page.locator(fieldId('title')).fill(report.title)
  await page.locator(fieldId('description')).fill(report.description)
  await page.locator(`${fieldId('project')} .rs__control`).click()
  await page.keyboard.type(report.projectTitle)
  await page.locator('.rs__option', { hasText: report.projectTitle }).first().click()
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await page.waitForURL((url) => new RegExp(`/admin/collections/reports/${ID}$`).test(url.pathname))
}
