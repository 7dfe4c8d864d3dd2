import { afterAll, beforeAll, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../support/app-server.ts'

let app: AppServer

// A production install: no demo content, so the first account comes from the admin's first-user screen.
beforeAll(async () => {
  app = await startAppServer({ APP_ENV: 'production', SEED_DEMO: '0' })
})
afterAll(() => app?.stop())

it('makes the account created on the admin’s first-user screen the administrator, and nobody can do it twice', async () => {
  const register = (email: string) =>
    fetch(`${app.baseUrl}/api/users/first-register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Premier;compte1', role: 'customer' }),
    })
  const first = await register('fondatrice@maisonnee.fr')
  expect(first.status).toBe(200)
  expect(((await first.json()) as { user: { role: string; isActive: boolean } }).user).toMatchObject({ role: 'admin', isActive: true })
  expect((await register('intrus@exemple.fr')).status).toBe(403)
})
