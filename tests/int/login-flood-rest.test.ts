import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { CLIENT_IP_HEADER } from '../../src/platform/client-ip.ts'

/**
 * Issue 25: a flood of wrong passwords on one account from many addresses, through Payload's own login
 * (/api/users/login, the admin's), slows that account briefly and never keeps its owner out where they
 * signed in before, as the site's login does (tests/int/accounts-service.test.ts).
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(async () => {
  await ctx?.cleanup()
})

/** POST /api/users/login from a client address (the header server.ts sets): the status. */
async function restLogin(body: { email: string; password: string }, ip: string): Promise<number> {
  const request = new Request('http://localhost/api/users/login', { method: 'POST', headers: { 'Content-Type': 'application/json', [CLIENT_IP_HEADER]: ip }, body: JSON.stringify(body) })
  return (await handleEndpoints({ config: payload.config, request })).status
}

describe('/api/users/login under a flood from many addresses', () => {
  it('slows the account briefly, and lets its owner in from an address they signed in from', async () => {
    const { email, password } = await createUser(payload, 'staff')
    const home = '192.0.2.10'
    expect(await restLogin({ email, password }, home)).toBe(200)
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 20; attempt++) statuses.push(await restLogin({ email, password: `Faux${attempt}!abcd` }, `10.8.${attempt}.1`))
    expect(statuses).toEqual([...Array(11).fill(401), ...Array(9).fill(429)])
    expect(await restLogin({ email, password }, '192.0.2.99')).toBe(429)
    expect(await restLogin({ email, password }, home)).toBe(200)
  })
})
