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
