import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser, strongPassword } from './support/fixtures.ts'
import { callV1 } from './support/v1-routes.ts'
import type * as CurrentUser from '../../src/server/auth/current-user.server.ts'
import type * as Accounts from '../../src/server/accounts/accounts.server.ts'

/**
 * The signed-in user kept a few seconds per token (src/platform/auth/user-revocations.ts): a second request
 * with the same token does not reload the user, and every change that ends a session or changes the user
 * is honoured by the very next request (issue #24: revocation at once).
 */

let ctx: TestPayload
let payload: Payload
let currentUser: typeof CurrentUser.currentUser
let accounts: typeof Accounts

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  ;({ currentUser } = await import('../../src/server/auth/current-user.server.ts'))
  accounts = await import('../../src/server/accounts/accounts.server.ts')
})
afterAll(() => ctx?.cleanup())

const WRONG_TOKEN = { status: 401, json: { code: 'wrongtoken' } }

async function signIn(email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  if (!token) throw new Error('no token')
  return token
}

const userOf = (token: string) => currentUser(payload, new Request('http://maisonnee.test/v1/user/profile', { headers: { Authorization: `Bearer ${token}` } }))

/** The user's sessions emptied under the collection's hooks, as nothing in the app does: only the cache can still answer. */
async function endSessionsBehindTheCache(userId: number | string) {
  const user = await payload.db.findOne({ collection: 'users', where: { id: { equals: userId } } })
  await payload.db.updateOne({ collection: 'users', id: userId, data: { ...user, sessions: [], updatedAt: null }, returning: false })
}

describe('the signed-in user kept per token', () => {
  it('answers a token again without reading its user (its sessions ended behind the hooks are not seen)', async () => {
    const account = await createUser(payload)
    const token = await signIn(account.email, account.password)
    expect((await callV1({ path: '/v1/user/profile', token })).status).toBe(200)
    await endSessionsBehindTheCache(account.user.id)
    // NOTE: this is what makes the tests below able to fail: without the revocations, they would all pass here too.
    expect((await callV1({ path: '/v1/user/profile', token })).status).toBe(200)
  })

  it('refuses the token on the request after a logout', async () => {
    const account = await createUser(payload)
    const token = await signIn(account.email, account.password)
    expect((await callV1({ path: '/v1/user/profile', token })).status).toBe(200)
    expect((await callV1({ path: '/v1/user/profile', token })).status).toBe(200)
    expect((await callV1({ method: 'POST', path: '/v1/user/logout', token })).status).toBe(200)
    expect(await callV1({ path: '/v1/user/profile', token })).toMatchObject(WRONG_TOKEN)
  })

  it('refuses the other sessions on the request after a password change, and keeps the one that made it', async () => {
    const account = await createUser(payload)
    const elsewhere = await signIn(account.email, account.password)
    const here = await signIn(account.email, account.password)
    expect((await callV1({ path: '/v1/user/profile', token: elsewhere })).status).toBe(200)
    const user = await userOf(here)
    if (!user) throw new Error('not signed in')
    const password = strongPassword()
    await accounts.changePassword(payload, user, { currentPassword: account.password, password, confirmation: password }, { ip: '10.0.0.1' })
    expect(await callV1({ path: '/v1/user/profile', token: elsewhere })).toMatchObject(WRONG_TOKEN)
    expect((await callV1({ path: '/v1/user/profile', token: here })).status).toBe(200)
  })

  it('refuses every session on the request after a password reset from an email link', async () => {
    const account = await createUser(payload)
    const token = await signIn(account.email, account.password)
    expect((await callV1({ path: '/v1/user/profile', token })).status).toBe(200)
    const resetToken = await payload.forgotPassword({ collection: 'users', data: { email: account.email }, disableEmail: true })
    await accounts.setPasswordFromLink(payload, { token: resetToken, password: strongPassword() })
    expect(await callV1({ path: '/v1/user/profile', token })).toMatchObject(WRONG_TOKEN)
  })

  it('gives the new role on the request after a role change, and nobody after the account is deleted', async () => {
    const account = await createUser(payload, 'staff')
    const token = await signIn(account.email, account.password)
    expect((await userOf(token))?.role).toBe('staff')
    await payload.update({ collection: 'users', id: account.user.id, data: { role: 'customer' }, overrideAccess: true })
    expect((await userOf(token))?.role).toBe('customer')
    await payload.delete({ collection: 'users', id: account.user.id, overrideAccess: true })
    expect(await userOf(token)).toBeNull()
  })
})
