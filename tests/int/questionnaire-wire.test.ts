import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { callV1 } from './support/v1-routes.ts'

/**
 * GET /v1/project/quizz/questions as the spec's client reads it (issue 21): the rules inside quizztion_data
 * ('JSON list of choices or conditions'), and user_id / user_phone, which prefill answers without ever
 * reading another person's data.
 */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  await seedTestQuestionnaire(payload)
})
afterAll(() => ctx?.cleanup())

type WireQuestion = { quizztion_id: string; quizztion_type: number; quizztion_variable: string; quizztion_data: string; quizztion_conditions: string }

const tokenOf = async (account: { email: string; password: string }) =>
  (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token as string
const questions = async (query = '', token?: string) => callV1({ path: `/v1/project/quizz/questions${query}`, token })
const byVariable = (list: WireQuestion[], variable: string) => list.find((question) => question.quizztion_variable === variable)!

describe('quizztion_data', () => {
  it('holds the question’s own rules for a type without choices, and the choices with their conditions for the others; quizztion_conditions keeps the rules', async () => {
    const list = (await questions()).json.payload.quizztions as WireQuestion[]
    const withOwnRules = list.filter((question) => ![1, 3, 10, 13].includes(question.quizztion_type) && JSON.parse(question.quizztion_conditions).length > 0)
    expect(withOwnRules.length).toBeGreaterThan(0)
    for (const question of withOwnRules) {
      expect(JSON.parse(question.quizztion_data)).toEqual(JSON.parse(question.quizztion_conditions))
      expect(JSON.parse(question.quizztion_data)[0]).toMatchObject({ no_condition: expect.any(Number), c: expect.any(Array) })
    }
    const address = JSON.parse(byVariable(list, 'address').quizztion_data)
    expect(address.some((rule: { c: { operator: string; question: { value: string } }[]; goto: { value: string } | null }) => rule.c.length > 0 && rule.goto !== null)).toBe(true)
    for (const question of list.filter((q) => [1, 3, 10, 13].includes(q.quizztion_type))) {
      const data = JSON.parse(question.quizztion_data)
      expect(data.length, question.quizztion_variable).toBeGreaterThan(0)
      for (const choice of data) expect(choice).toMatchObject({ value: expect.any(String), title: expect.any(String), conditions: expect.any(Array) })
    }
    const wishes = byVariable(list, 'wishes')
    expect(JSON.parse(wishes.quizztion_conditions).length).toBeGreaterThan(0)
  })
})

describe('GET /v1/project/quizz/questions?user_id&user_phone', () => {
  it('prefills the email and identity answers from the caller’s own account when user_id is theirs', async () => {
    const account = await createUser(payload, 'customer', { firstName: 'Léa', lastName: 'Martin', phone: '0612345678' })
    const answer = await questions(`?user_id=${account.user.id}`, await tokenOf(account))
    expect(answer.status).toBe(200)
    const list = answer.json.payload.quizztions as WireQuestion[]
    expect(answer.json.payload.prefill).toEqual({
      [byVariable(list, 'email').quizztion_id]: account.email,
      [byVariable(list, 'phone').quizztion_id]: { user_firstname: 'Léa', user_lastname: 'Martin', response_value: '0612345678' },
    })
    // Without user_id nothing is prefilled, even for a signed-in caller.
    expect((await questions('', await tokenOf(account))).json.payload.prefill).toEqual({})
    expect((await questions('?user_id=-1')).json.payload.prefill).toEqual({})
  })

  it('refuses another user’s id (403 unauthorized) and an id without a session (401)', async () => {
    const owner = await createUser(payload, 'customer', { firstName: 'Jeanne', lastName: 'Secret' })
    const caller = await createUser(payload)
    const answer = await questions(`?user_id=${owner.user.id}`, await tokenOf(caller))
    expect(answer).toMatchObject({ status: 403, json: { s: 0, error: 'unauthorized' } })
    expect(JSON.stringify(answer.json)).not.toContain('Secret')
    expect((await questions(`?user_id=${owner.user.id}`)).status).toBe(401)
  })

  it('prefills the phone answers with user_phone as sent, never from an account holding that phone; a malformed phone is a 400', async () => {
    await createUser(payload, 'customer', { firstName: 'Paul', lastName: 'Voisin', phone: '0799887766' })
    const answer = await questions(`?user_phone=${encodeURIComponent('07 99 88 77 66')}`)
    expect(answer.status).toBe(200)
    const list = answer.json.payload.quizztions as WireQuestion[]
    expect(answer.json.payload.prefill).toEqual({ [byVariable(list, 'phone').quizztion_id]: { user_firstname: '', user_lastname: '', response_value: '0799887766' } })
    expect((await questions('?user_phone=abc')).status).toBe(400)
  })
})
