import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCompanyRegister, FAKE_REGISTER_SIRETS, type FakeCompanyRegister } from '../fakes/company-register-server.ts'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { COMPANY_MESSAGES, SIRET_MESSAGES } from '../../src/domain/company/index.ts'
import { RATE_LIMIT_MESSAGE, RATE_LIMITS } from '../../src/platform/rate-limit/rate-limit.ts'

/**
 * GET /v1/company/siret/{siret}: the public company register behind a time limit, through the route's
 * handler, against a local fake speaking the register's documented JSON.
 */

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
let fake: FakeCompanyRegister
let ctx: TestPayload
let handler: Handler

beforeAll(async () => {
  fake = await startFakeCompanyRegister({ slowMs: 2_000 })
  // NOTE: src/platform/env.ts reads the environment once, at import: the route is imported after this.
  Object.assign(process.env, { COMPANY_REGISTER_URL: fake.url, COMPANY_REGISTER_TIMEOUT_MS: '400' })
  ctx = await bootTestPayload()
  const { Route } = await import('../../src/routes/v1/company/siret/$siret.ts')
  handler = (Route.options.server?.handlers as unknown as Record<string, Handler>).GET!
})
afterAll(async () => {
  await ctx?.cleanup()
  await fake?.close()
})

async function lookUp(siret: string) {
  const response = await handler({ request: new Request(`http://maisonnee.test/v1/company/siret/${encodeURIComponent(siret)}`), params: { siret } })
  return { status: response.status, body: (await response.json()) as any }
}

describe('GET /v1/company/siret/{siret}', () => {
  it('gives the head office found in the register: name, address, postcode and city', async () => {
    const { status, body } = await lookUp('732 829 320 00074')
    expect(status).toBe(200)
    expect(body).toEqual({
      s: 1,
      payload: {
        available: 1,
        company: { siret: '73282932000074', siren: '732829320', name: 'DANONE', address: '17 BOULEVARD HAUSSMANN 75009 PARIS', postcode: '75009', city: 'PARIS' },
      },
    })
    expect(fake.requests.at(-1)).toBe('/search?q=73282932000074')
  })

  it('gives a branch found among the matching establishments, with its own address', async () => {
    const { body } = await lookUp(FAKE_REGISTER_SIRETS.branch)
    expect(body.payload.company).toMatchObject({ siret: FAKE_REGISTER_SIRETS.branch, name: 'DANONE', address: '3 PLACE BELLECOUR 69002 LYON', city: 'LYON' })
  })

  it('answers 404 with a French message for a SIRET the register does not know', async () => {
    expect(await lookUp(FAKE_REGISTER_SIRETS.unknown)).toEqual({ status: 404, body: { s: 0, error: COMPANY_MESSAGES.notFound } })
  })

  it('answers 404 when the register finds the company but no establishment with that SIRET', async () => {
    expect(await lookUp(FAKE_REGISTER_SIRETS.unknownBranch)).toEqual({ status: 404, body: { s: 0, error: COMPANY_MESSAGES.notFound } })
  })

  it('answers 400 for an invalid SIRET without asking the register', async () => {
    const before = fake.requests.length
    expect(await lookUp('73282932000075')).toEqual({ status: 400, body: { s: 0, error: SIRET_MESSAGES.checksum } })
    expect(await lookUp('1234')).toEqual({ status: 400, body: { s: 0, error: SIRET_MESSAGES.format } })
    expect(fake.requests.length).toBe(before)
  })

  it('gives up on a slow register within its time limit and says to type the details by hand', async () => {
    const started = Date.now()
    const { status, body } = await lookUp(FAKE_REGISTER_SIRETS.slow)
    expect(Date.now() - started).toBeLessThan(1_500)
    expect(status).toBe(200)
    expect(body).toEqual({ s: 1, payload: { company: null, available: 0, notice: COMPANY_MESSAGES.unavailable } })
  })

  it('says the same when the register answers malformed JSON, no JSON or an error', async () => {
    for (const siret of [FAKE_REGISTER_SIRETS.malformed, FAKE_REGISTER_SIRETS.notJson, FAKE_REGISTER_SIRETS.down]) {
      expect(await lookUp(siret)).toEqual({ status: 200, body: { s: 1, payload: { company: null, available: 0, notice: COMPANY_MESSAGES.unavailable } } })
    }
  })

  it('limits the lookups per client address (429 past the limit)', async () => {
    let last = await lookUp(FAKE_REGISTER_SIRETS.headOffice)
    for (let index = 0; index < RATE_LIMITS.companyLookupsPerIp.limit && last.status !== 429; index += 1) last = await lookUp(FAKE_REGISTER_SIRETS.headOffice)
    expect(last).toEqual({ status: 429, body: { s: 0, error: RATE_LIMIT_MESSAGE } })
  })
})
