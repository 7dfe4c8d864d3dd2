import { handleEndpoints, type Payload } from 'payload'
import type { SeededQuestionnaire } from '../../../seed/questionnaire.ts'
import type { User } from '../../../payload-types.ts'
import { bootTestPayload, type TestPayload } from './test-payload.ts'
import { asUser, createUser } from './fixtures.ts'
import { seedTestQuestionnaire } from './questionnaire.ts'

/** What Payload's REST answered: its status and its JSON body. */
export type ApiAnswer = { status: number; json: any }

export type MarketingQuestionnaire = TestPayload & {
  seeded: SeededQuestionnaire
  marketing: User
  marketingToken: string
  /** Local API options acting as the marketer, access control on. */
  asMarketing: () => { user: User & { collection: 'users' }; overrideAccess: false }
  /** Payload's REST (/api…) over a real Request, as the marketer unless `token` says otherwise (null: a visitor). */
  api: (method: string, path: string, init?: { token?: string | null; body?: unknown }) => Promise<ApiAnswer>
}

/**
 * The questionnaire's authoring tests' setting: Payload booted on this file's throwaway database, the demo
 * questionnaire seeded, and a signed-in marketer. `cleanup` in afterAll.
 */
export async function bootMarketingQuestionnaire(): Promise<MarketingQuestionnaire> {
  const ctx = await bootTestPayload()
  const { payload } = ctx
  const seeded = await seedTestQuestionnaire(payload)
  const account = await createUser(payload, 'marketing')
  const marketingToken = (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token ?? ''
  return {
    ...ctx,
    seeded,
    marketing: account.user,
    marketingToken,
    asMarketing: () => ({ user: asUser(account.user), overrideAccess: false }),
    api: (method, path, init = {}) => restCall(payload, method, path, { token: init.token === undefined ? marketingToken : init.token, body: init.body }),
  }
}

async function restCall(payload: Payload, method: string, path: string, { token, body }: { token: string | null; body?: unknown }): Promise<ApiAnswer> {
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'fr', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  })
  const text = await response.text()
  return { status: response.status, json: text === '' ? null : JSON.parse(text) }
}
