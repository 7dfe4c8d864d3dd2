import { describe, expect, it } from 'vitest'
import { errorResponse, UNEXPECTED_ERROR } from './errors.server'
import { SERVICE_UNAVAILABLE } from '../http/unavailable'

const request = new Request('http://localhost/v1/user/profile')

describe('errorResponse', () => {
  it('answers a database out of reach with the French 503 and Retry-After, not a 500', async () => {
    const failedQuery = new Error('Failed query: select …', { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) })
    const response = errorResponse(failedQuery, { request })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(await response.json()).toEqual({ s: 0, error: SERVICE_UNAVAILABLE })
  })

  it('keeps the 500 that leaks nothing for any other fault', async () => {
    const response = errorResponse(Object.assign(new Error('duplicate key'), { code: '23505' }), { request })
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ s: 0, error: UNEXPECTED_ERROR })
  })
})
