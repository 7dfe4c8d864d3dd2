import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser, strongPassword } from './support/fixtures.ts'
import { LINK_INVALID_MESSAGE } from '../../src/domain/accounts/errors.ts'

/**
 * Doors Payload opens on its own that the product does not use as Payload wrote them (email verification, the
 * admin's reset, versions where there are none): each answers in French, never 500 nor Payload's English.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

type Answer = { status: number; json: { errors?: { message: string }[]; token?: string; docs?: unknown[] } }

async function call(method: 'GET' | 'POST', path: string, { body, token }: { body?: unknown; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) }
  const request = new Request(`http://localhost/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, json: (await response.json()) as Answer['json'] }
}
const post = (path: string, body?: unknown) => call('POST', `/users${path}`, { body })
const NOT_FOUND = { status: 404, json: { errors: [{ message: 'L’élément demandé est introuvable.' }] } }

describe('/api/users/verify/{token} (there is no email verification: accounts are activated by /v1/user/activate)', () => {
  it('answers a French 404, not a 500', async () => {
    expect(await post('/verify/abc')).toEqual(NOT_FOUND)
  })
})

describe('/api/users/reset-password (the admin’s « Nouveau mot de passe »)', () => {
  it('answers a link that is not one, or already spent, with the site’s French text, and still sets the password from a valid one', async () => {
    expect(await post('/reset-password', { token: 'abc', password: strongPassword() })).toEqual({ status: 403, json: { errors: [{ message: LINK_INVALID_MESSAGE }] } })
    const { email } = await createUser(payload, 'staff')
    const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
    const password = strongPassword()
    const reset = await post('/reset-password', { token, password })
    expect(reset.status).toBe(200)
    expect(reset.json.token).toEqual(expect.any(String))
    expect(await post('/reset-password', { token, password: strongPassword() })).toEqual({ status: 403, json: { errors: [{ message: LINK_INVALID_MESSAGE }] } })
    expect((await payload.login({ collection: 'users', data: { email, password } })).token).toEqual(expect.any(String))
  })
})

describe('versions where a collection or a global keeps none', () => {
  it('answer an admin a French 404 (listing, reading, restoring), while kept versions still list', async () => {
    const admin = await createUser(payload, 'admin')
    const { token } = await payload.login({ collection: 'users', data: { email: admin.email, password: admin.password } })
    expect(await call('GET', '/projects/versions', { token })).toEqual(NOT_FOUND)
    expect(await call('GET', `/users/versions/${String(admin.user.id)}`, { token })).toEqual(NOT_FOUND)
    expect(await call('POST', `/projects/versions/${String(admin.user.id)}`, { token })).toEqual(NOT_FOUND)
    expect(await call('GET', '/globals/payment-settings/versions', { token })).toEqual(NOT_FOUND)
    const kept = await call('GET', '/questions/versions?limit=1', { token })
    expect(kept.status).toBe(200)
    expect(kept.json.docs).toEqual(expect.any(Array))
  })
})
