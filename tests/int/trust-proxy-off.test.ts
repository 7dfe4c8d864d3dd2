import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { loginStatusFrom } from './support/login-from.ts'
import { RATE_LIMITS } from '../../src/platform/rate-limit/rate-limit.ts'

/** Issue 25: without TRUST_PROXY (the default), X-Forwarded-For is anyone's and is ignored. */

const before = process.env.TRUST_PROXY
let ctx: TestPayload

beforeAll(async () => {
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  delete process.env.TRUST_PROXY
  ctx = await bootTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
  if (before !== undefined) process.env.TRUST_PROXY = before
})

describe('without TRUST_PROXY', () => {
  it('counts login attempts per socket address whatever X-Forwarded-For says', async () => {
    const limit = RATE_LIMITS.loginFailuresPerIp.limit
    const statuses: number[] = []
    for (let i = 0; i <= limit; i++) statuses.push(await loginStatusFrom({ socketAddress: '203.0.113.77', forwardedFor: `198.51.${Math.floor(i / 200)}.${i % 200}` }))
    expect(statuses.slice(0, limit).filter((status) => status === 429)).toEqual([])
    expect(statuses.at(-1)).toBe(429)
  })
})
