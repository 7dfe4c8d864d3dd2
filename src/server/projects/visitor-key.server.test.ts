import { describe, expect, it } from 'vitest'
import { env } from '../../platform/env.ts'
import { newVisitorKey, VISITOR_COOKIE, visitorKeyOf } from './visitor-key.server.ts'

const key = newVisitorKey()
const requestWith = (headers: Record<string, string>) => new Request(`${env.publicUrl}/v1/project/quizz/create/response`, { method: 'POST', headers: { cookie: `${VISITOR_COOKIE}=${key}`, ...headers } })

describe('visitorKeyOf', () => {
  it('reads the key from a request of the product itself, or of no declared origin', () => {
    expect(visitorKeyOf(requestWith({ origin: new URL(env.publicUrl).origin, 'sec-fetch-site': 'same-origin' }))).toBe(key)
    expect(visitorKeyOf(requestWith({}))).toBe(key)
  })

  it('ignores the key of a request from another site, as the session cookie is', () => {
    expect(visitorKeyOf(requestWith({ origin: 'http://evil.example' }))).toBeNull()
    expect(visitorKeyOf(requestWith({ 'sec-fetch-site': 'cross-site' }))).toBeNull()
  })
})
