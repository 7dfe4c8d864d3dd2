import { describe, expect, it } from 'vitest'
import { SERVICE_UNAVAILABLE, mayHideAnOutage, unavailableAnswer } from './unavailable'

describe('unavailableAnswer', () => {
  it('answers /v1, /adminapi and /stream in the /v1 envelope, with Retry-After', () => {
    for (const path of ['/v1/user/profile', '/adminapi/v1/project', '/stream/12']) {
      const answer = unavailableAnswer(path)
      expect(answer.status).toBe(503)
      expect(answer.headers['Retry-After']).toBe('5')
      expect(JSON.parse(answer.body)).toEqual({ s: 0, error: SERVICE_UNAVAILABLE })
    }
  })

  it('answers Payload’s REST API in its error list', () => {
    expect(JSON.parse(unavailableAnswer('/api/projects').body)).toEqual({ errors: [{ message: SERVICE_UNAVAILABLE }] })
  })

  it('answers pages and the admin with a French page of its own', () => {
    for (const path of ['/home', '/admin', '/apisomething', '/v1x']) {
      const answer = unavailableAnswer(path)
      expect(answer.headers['Content-Type']).toMatch(/^text\/html/)
      expect(answer.body).toContain('<html lang="fr">')
      expect(answer.body).toContain(SERVICE_UNAVAILABLE)
    }
  })
})

describe('mayHideAnOutage', () => {
  it('suspects a 500 and a 401 of hiding a database gone away, and nothing else', () => {
    expect([200, 302, 400, 401, 403, 404, 429, 500, 502, 503].filter(mayHideAnOutage)).toEqual([401, 500])
  })
})
