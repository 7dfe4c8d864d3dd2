import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { Route as LoginRoute } from '../../src/routes/v1/user/login.ts'
import { Route as AnswerAgainRoute } from '../../src/routes/v1/project/update/one/response.ts'
import { Route as SignRoute } from '../../src/routes/v1/contract/sign/$token.ts'
import { Route as FolderCreateRoute } from '../../src/routes/v1/folders/create.ts'

/** Bodies no client of the product sends: nested far too deep, too large, or not JSON at all. */

let ctx: TestPayload
let payload: Payload
let token: string

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  const account = await createUser(payload)
  token = (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token as string
})
afterAll(() => ctx?.cleanup())

type Handler = (input: { request: Request; params: Record<string, string> }) => Promise<Response>
type RouteWithHandlers = { options: { server?: { handlers?: unknown } } }

async function post(route: RouteWithHandlers, body: string, params: Record<string, string> = {}) {
  const handler = (route.options.server?.handlers as Record<string, Handler | undefined>).POST
  if (!handler) throw new Error('no POST handler')
  const request = new Request('http://maisonnee.test/v1/x', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body })
  const response = await handler({ request, params })
  return { status: response.status, body: (await response.json()) as { s: number; error?: string } }
}

const deep = (depth: number) => `{"response_id":"1","response_value":${'['.repeat(depth)}${']'.repeat(depth)}}`
const large = JSON.stringify({ response_id: '1', response_value: 'a'.repeat(1_100_000) })

describe('Deeply nested JSON or an odd `where` answers 500 (/v1)', () => {
  it.each([
    ['POST /v1/user/login', LoginRoute, {}],
    ['POST /v1/project/update/one/response', AnswerAgainRoute, {}],
    ['POST /v1/contract/sign/{token}', SignRoute, { token: 'x'.repeat(43) }],
    ['POST /v1/folders/create', FolderCreateRoute, {}],
  ] as const)('%s answers 400 with a French reason to JSON nested too deep, too large or malformed', async (_name, route, params) => {
    // Above a call's own size limit (64 KB for the account forms) the answer is a 413, which is no 500 either.
    for (const [body, reason, statuses] of [
      [deep(100_000), /trop imbriqué|volumineuse/, [400, 413]],
      [deep(21), /trop imbriqué/, [400]],
      [large, /dépasse 1 Mo|volumineuse/, [400, 413]],
      ['{"response_id":', /pas du JSON valide|invalides/, [400]],
    ] as const) {
      const answer = await post(route, body, params)
      expect(statuses, `${body.slice(0, 40)} -> ${answer.status} ${answer.body.error}`).toContain(answer.status)
      expect(answer.body.error).toMatch(reason)
    }
  })
})
