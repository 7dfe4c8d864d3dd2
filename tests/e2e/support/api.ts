import { inject } from 'vitest'
import { readCredentials, type DemoAccount } from '../../../seed/accounts.ts'
import type { Role } from '../../../collections/roles.ts'

export const baseUrl = inject('baseUrl')

/** The demo accounts the app's first start seeded (read from its data folder). */
export function demoAccount(role: Role): DemoAccount {
  const account = readCredentials(inject('dataDir'))?.find((a) => a.role === role)
  if (!account) throw new Error(`No seeded demo account with role ${role}`)
  return account
}

/** Logs in through Payload's REST API and returns the token. */
export async function login(email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed for ${email}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

export const authHeaders = (token: string) => ({ Authorization: `JWT ${token}` })

export async function getJson<T = any>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? authHeaders(token) : {} })
  return { status: response.status, body: (await response.json()) as T }
}

/** A call to Payload's REST API as `token`'s user: JSON or form data in, the JSON answer out; any error status throws. */
export async function rest<T = any>(path: string, init: { method: string; token: string; body?: unknown }): Promise<T> {
  const isForm = init.body instanceof FormData
  const response = await fetch(`${baseUrl}${path}`, {
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
    body: { title, owner: user.id, status, statusChangeReason: 'Projet de test' },
  })
  return { customer, userId: user.id, projectId: project.id, staffToken }
}
