import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { readCredentials, type DemoAccount } from '../../../seed/accounts.ts'
import type { Role } from '../../../collections/roles.ts'
import { placeProjectAt } from '../../support/place-project.ts'
import { tinyPdf } from '../../int/support/fixtures.ts'

export const baseUrl = inject('baseUrl')

/** The demo accounts the app's first start seeded (read from its data folder). */
export function demoAccount(role: Role): DemoAccount {
  const account = readCredentials(inject('dataDir'))?.find((a) => a.role === role)
  if (!account) throw new Error(`No seeded demo account with role ${role}`)
  return account
}

/** Logs in through Payload's REST API and returns the token. */
/**
 * Tokens already obtained, shared by every test file of the run (a file in the app's data folder): the
 * demo staff and admin accounts would otherwise log in dozens of times and meet the per-account login
 * limit (20 in 15 minutes), as a real client would.
 */
const tokenFile = path.join(inject('dataDir'), 'e2e-tokens.json')

function cachedTokens(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(tokenFile, 'utf8')) as Record<string, string>
  } catch {
    // NOTE: no cache yet (or a write under way in another file): log in.
    return {}
  }
}

/** Logs in through Payload's REST API and returns the token (one already obtained when it is still valid). */
export async function login(email: string, password: string): Promise<string> {
  const cached = cachedTokens()[email]
  if (cached) {
    const me = await fetch(`${baseUrl}/api/users/me`, { headers: { Authorization: `JWT ${cached}` } })
    if (me.ok && ((await me.json()) as { user: unknown }).user) return cached
  }
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  writeFileSync(tokenFile, JSON.stringify({ ...cachedTokens(), [email]: token }))
  return token
}

/**
 * A seeded account of an app a test file started for itself (read from that app's data folder) and a token
 * of it, logged in through the app's REST API: no shared token cache, the app lives and dies with the file.
 */
export async function seededLogin(app: { baseUrl: string; dataDir: string }, role: Role): Promise<{ account: DemoAccount; token: string }> {
  const account = readCredentials(app.dataDir)?.find((seeded) => seeded.role === role)
  if (!account) throw new Error(`No seeded demo account with role ${role} in ${app.dataDir}`)
  const response = await fetch(`${app.baseUrl}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) })
  if (!response.ok) throw new Error(`login failed for ${account.email}: ${response.status} ${await response.text()}`)
  return { account, token: ((await response.json()) as { token: string }).token }
}

export const authHeaders = (token: string) => ({ Authorization: `JWT ${token}` })

export async function getJson<T = any>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? authHeaders(token) : {} })
  return { status: response.status, body: (await response.json()) as T }
}

/**
 * A call to Payload's REST API as `token`'s user: JSON or form data in, the JSON answer out; any error status
 * throws. `origin`: an app of the test file's own, instead of the run's shared one.
 */
export async function rest<T = any>(path: string, init: { method: string; token: string; body?: unknown; origin?: string }): Promise<T> {
  const isForm = init.body instanceof FormData
  const response = await fetch(`${init.origin ?? baseUrl}${path}`, {
    method: init.method,
    headers: { ...authHeaders(init.token), ...(isForm || init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: isForm ? (init.body as FormData) : JSON.stringify(init.body) }),
  })
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * Uploads a one-page PDF reading `title` as a file of `kind` ('estimate', 'presentation', 'quote'…) of a
 * project, as staff attach documents through Payload's REST: its id, name and bytes, to set on the project.
 */
export async function attachPdf(input: { projectId: string | number; kind: string; title: string; token: string; origin?: string }) {
  const bytes = await tinyPdf(input.title)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `${input.kind}-${input.projectId}.pdf`)
  form.append('_payload', JSON.stringify({ kind: input.kind, project: input.projectId }))
  const { doc } = await rest<{ doc: { id: string | number; filename: string } }>('/api/files', { method: 'POST', token: input.token, body: form, origin: input.origin })
  return { id: doc.id, filename: doc.filename, bytes }
}

/**
 * A new active customer with one project put at `status` by staff (with a reason, as every override needs),
 * for a test that must not touch the seeded ones.
 */
export async function customerWithProject({ status, title, firstName }: { status: number; title: string; firstName: string }) {
  const admin = demoAccount('admin')
  const staff = demoAccount('staff')
  const [adminToken, staffToken] = await Promise.all([login(admin.email, admin.password), login(staff.email, staff.password)])
  const customer = { email: `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@exemple.fr`, password: 'Maisonnee;2026ef' }
  const { doc: user } = await rest<{ doc: { id: string | number } }>('/api/users', {
    method: 'POST',
    token: adminToken,
    body: { ...customer, role: 'customer', isActive: true, firstName, lastName: 'Test' },
  })
  const { doc: project } = await rest<{ doc: { id: string | number } }>('/api/projects', {
    method: 'POST',
    token: staffToken,
    body: { title, owner: user.id },
  })
  await placeProjectAt(inject('databaseUri'), { projectId: project.id, status })
  return { customer, userId: user.id, projectId: project.id, staffToken }
}
