import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchAddresses } from '../../src/platform/adapters/geocoding.ts'
import { startFakeGeocoding, type FakeGeocoding } from '../fakes/geocoding-server.ts'

let fake: FakeGeocoding
beforeAll(async () => {
  fake = await startFakeGeocoding({ slowMs: 1_000 })
})
afterAll(() => fake?.close())

describe('the address adapter (French national address API)', () => {
  it('asks /search/ with q, limit and autocomplete=1 and gives label/value suggestions', async () => {
    const result = await searchAddresses('8 boulevard du port', { baseUrl: fake.url, timeoutMs: 500 })
    expect(result).toEqual({ status: 'ok', suggestions: [{ label: '8 Boulevard du Port 80000 Amiens', value: '8 Boulevard du Port 80000 Amiens' }] })
    expect(fake.requests.at(-1)).toBe('/search/?q=8+boulevard+du+port&limit=6&autocomplete=1')
  })

  it('gives no suggestion for a query too short to ask', async () => {
    const before = fake.requests.length
    expect(await searchAddresses('8 ', { baseUrl: fake.url, timeoutMs: 500 })).toEqual({ status: 'ok', suggestions: [] })
    expect(fake.requests.length).toBe(before)
  })

  it('gives an empty list when nothing matches', async () => {
    expect(await searchAddresses('rue introuvable', { baseUrl: fake.url, timeoutMs: 500 })).toEqual({ status: 'ok', suggestions: [] })
  })

  it('reports the service unavailable on an error, a time-out or no server at all, without throwing', async () => {
    expect(await searchAddresses('panne de service', { baseUrl: fake.url, timeoutMs: 500 })).toEqual({ status: 'unavailable', reason: 'HTTP 503' })
    const started = Date.now()
    expect(await searchAddresses('lenteur du service', { baseUrl: fake.url, timeoutMs: 200 })).toMatchObject({ status: 'unavailable' })
    expect(Date.now() - started).toBeLessThan(900)
    expect(await searchAddresses('8 rue de rivoli', { baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 })).toMatchObject({ status: 'unavailable' })
  })
})
