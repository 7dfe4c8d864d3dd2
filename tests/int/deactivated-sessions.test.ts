import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { callV1 } from './support/v1-routes.ts'
import type * as CurrentUser from '../../src/server/auth/current-user.server.ts'

/**
 * Issue 37: a deactivated account (isActive false, the spec's user_visa 0) keeps no door open. Each door is
 * tried with a token taken while the account was active, and used once before the deactivation (so the
 * signed-in user is in this instance's cache, which the deactivation must empty): /v1, the site's server
 * functions (their request context resolves the user with currentUser), Payload's /api and the live
 * stream (/stream).
 */

let ctx: TestPayload
let payload: Payload
let currentUser: typeof CurrentUser.currentUser
type StreamHandler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
let streamHandler: StreamHandler

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  ;({ currentUser } = await import('../../src/server/auth/current-user.server.ts'))
  const { Route } = await import('../../src/routes/stream/$userId.ts')
  streamHandler = (Route.options.server!.handlers as { GET: StreamHandler }).GET
})
afterAll(() => ctx?.cleanup())

async function activeCustomerWithToken() {
  const account = await createUser(payload)
  const { token } = await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })
  if (!token) throw new Error('no token')
  return { ...account, token }
}

/** What an admin does in the back office: « Compte activé » unticked (or ticked again). */
const setActive = (id: number | string, isActive: boolean) => payload.update({ collection: 'users', id, data: { isActive }, overrideAccess: true })

const v1Profile = (token: string) => callV1({ path: '/v1/user/profile', token })

/** The signed-in user as the site's server functions see it (requestContext calls currentUser with the session cookie). */
const serverFunctionUser = (token: string) =>
  currentUser(payload, new Request('http://maisonnee.test/_serverFn/x', { headers: { Cookie: `${payload.config.cookiePrefix}-token=${token}`, 'Sec-Fetch-Site': 'same-origin' } }))

/** GET /api/users/me through Payload's REST handler, with the token as an API client sends it. */
async function restMe(token: string): Promise<unknown> {
  const response = await handleEndpoints({ config: payload.config, request: new Request('http://localhost/api/users/me', { headers: { Authorization: `JWT ${token}` } }) })
  return ((await response.json()) as { user?: unknown }).user ?? null
}

/** Opens the user's live stream and closes it at once: its status. */
async function streamStatus(token: string, userId: number | string): Promise<number> {
  const abort = new AbortController()
  const response = await streamHandler({
    request: new Request(`http://maisonnee.test/stream/${userId}`, { headers: { Authorization: `Bearer ${token}` }, signal: abort.signal }),
    params: { userId: String(userId) },
  })
  abort.abort()
  await response.body?.cancel().catch(() => undefined)
  return response.status
}

describe('a deactivated account is refused at its next request, on every door', () => {
  it('/v1 refuses the token taken before the deactivation', async () => {
    const { user, token } = await activeCustomerWithToken()
    expect((await v1Profile(token)).status).toBe(200)
    await setActive(user.id, false)
    expect(await v1Profile(token)).toMatchObject({ status: 401, json: { s: 0 } })
  })

  it("the site's server functions find no signed-in user for it", async () => {
    const { user, token } = await activeCustomerWithToken()
    expect((await serverFunctionUser(token))?.id).toBe(user.id)
    await setActive(user.id, false)
    expect(await serverFunctionUser(token)).toBeNull()
  })

  it("Payload's /api answers it as a visitor", async () => {
    const { user, token } = await activeCustomerWithToken()
    expect(await restMe(token)).toMatchObject({ id: user.id })
    await setActive(user.id, false)
    expect(await restMe(token)).toBeNull()
  })

  it('the live stream refuses it', async () => {
    const { user, token } = await activeCustomerWithToken()
    expect(await streamStatus(token, user.id)).toBe(200)
    await setActive(user.id, false)
    expect(await streamStatus(token, user.id)).toBe(401)
  })

  it('the token stays refused once the account is active again (its sessions ended with the deactivation)', async () => {
    const { user, token, email, password } = await activeCustomerWithToken()
    expect((await v1Profile(token)).status).toBe(200)
    await setActive(user.id, false)
    await setActive(user.id, true)
    expect((await v1Profile(token)).status).toBe(401)
    // The owner signs in again as usual.
    const { token: fresh } = await payload.login({ collection: 'users', data: { email, password } })
    expect((await v1Profile(fresh!)).status).toBe(200)
  })
})
