import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { loginStatusFrom } from './support/login-from.ts'
import { RATE_LIMITS } from '../../src/platform/rate-limit/rate-limit.ts'

/** Issue 25: behind one balancer (TRUST_PROXY=1), per-IP limits count each client, not the balancer. */

const before = process.env.TRUST_PROXY
let ctx: TestPayload

beforeAll(async () => {
  // NOTE: set before any server module is imported: src/platform/env.ts reads it once.
  process.env.TRUST_PROXY = '1'
  ctx = await bootTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
  if (before === undefined) delete process.env.TRUST_PROXY
  else process.env.TRUST_PROXY = before
})

describe('TRUST_PROXY=1', () => {
  it('counts login attempts per X-Forwarded-For address, not per balancer', async () => {
    const balancer = '10.0.0.2'
    const limit = RATE_LIMITS.loginFailuresPerIp.limit
    const fromMany: number[] = []
    for (let i = 0; i <= limit; i++) fromMany.push(await loginStatusFrom({ socketAddress: balancer, forwardedFor: `198.51.${Math.floor(i / 200)}.${i % 200}` }))
    expect(fromMany.filter((status) => status === 429)).toEqual([])
    const fromOne: number[] = []
    // What a client puts before the balancer's entry is not believed: each of these is 203.0.113.5.
    for (let i = 0; i <= limit; i++) fromOne.push(await loginStatusFrom({ socketAddress: balancer, forwardedFor: `6.6.${i % 200}.1, 203.0.113.5` }))
    expect(fromOne.at(-1)).toBe(429)
    expect(fromOne.slice(0, limit).filter((status) => status === 429)).toEqual([])
  })
})
