import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'
import { readCredentials, type DemoAccount } from '../../../seed/accounts.ts'
import type { Role } from '../../../collections/roles.ts'
import { placeProjectAt } from '../../support/place-project.ts'

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
