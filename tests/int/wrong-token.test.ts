import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { callV1 } from './support/v1-routes.ts'

/**
 * The spec's 'wrongtoken' (section 8, 'Token check failure: logout'): a call that needs a session, made
 * with a token that is not one, answers 401 with a French message and `code: 'wrongtoken'` beside it.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const WRONG_TOKEN_ANSWER = { status: 401, json: { s: 0, error: 'Votre session a expiré ou n’est plus valide. Veuillez vous reconnecter.', code: 'wrongtoken' } }

describe("'wrongtoken'", () => {
  it('answers a malformed token, and a token whose session has ended, with wrongtoken', async () => {
    expect(await callV1({ path: '/v1/user/profile', token: 'pas-un-jeton' })).toMatchObject(WRONG_TOKEN_ANSWER)
    const account = await createUser(payload)
    const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
    expect((await callV1({ path: '/v1/user/profile', token })).status).toBe(200)
    expect((await callV1({ method: 'POST', path: '/v1/user/logout', token })).status).toBe(200)
    expect(await callV1({ path: '/v1/user/profile', token })).toMatchObject(WRONG_TOKEN_ANSWER)
    const project = await createProject(payload, account.user.id)
    expect(await callV1({ path: `/v1/project/one/${project.id}`, token })).toMatchObject(WRONG_TOKEN_ANSWER)
  })

  it('keeps the plain 401 without a token, and public calls public with a bad one', async () => {
    const noToken = await callV1({ path: '/v1/user/profile' })
    expect(noToken).toMatchObject({ status: 401, json: { s: 0, error: 'Veuillez vous connecter pour continuer.' } })
    expect(noToken.json.code).toBeUndefined()
    expect((await callV1({ path: '/v1/params/all', token: 'pas-un-jeton' })).status).toBe(200)
  })

  it('leaves a failed login’s own message, even when a stale token is sent with it', async () => {
    const account = await createUser(payload)
    const answer = await callV1({ method: 'POST', path: '/v1/user/login', token: 'pas-un-jeton', body: { user_email: account.email, user_password: 'Mauvais2026!abc' }, headers: { 'X-Forwarded-For': '10.7.7.7' } })
    expect(answer.status).toBe(401)
    expect(answer.json.error).toBe('Mot de passe ou adresse email incorrect.')
    expect(answer.json.code).toBeUndefined()
  })
})
