import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser, strongPassword } from './support/fixtures.ts'
import { LINK_INVALID_MESSAGE } from '../../src/domain/accounts/errors.ts'

/**
 * Payload's own auth doors under /api/users that the product does not use as Payload wrote them: each answers
 * in French, never 500 nor Payload's English.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

async function post(path: string, body?: unknown): Promise<{ status: number; json: { errors?: { message: string }[]; token?: string } }> {
  const request = new Request(`http://localhost/api/users${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, json: (await response.json()) as { errors?: { message: string }[] } }
}

describe('/api/users/verify/{token} (there is no email verification: accounts are activated by /v1/user/activate)', () => {
  it('answers a French 404, not a 500', async () => {
    expect(await post('/verify/abc')).toEqual({ status: 404, json: { errors: [{ message: 'L\'élément demandé est introuvable.' }] } })
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
