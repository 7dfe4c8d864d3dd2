import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { callV1 } from './support/v1-routes.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { ANSWER_MESSAGES } from '../../src/domain/questionnaire/index.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'

/**
 * The commune question (issue #22): every French commune from @etalab/decoupage-administratif, searched by
 * GET /v1/project/communes by name (accents and case aside) or postcode, and « Autre commune » typed in.
 */

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
})
afterAll(() => ctx?.cleanup())

type Suggestion = { value: string; label: string }
const search = async (q: string) => {
  const answer = await callV1({ path: `/v1/project/communes?q=${encodeURIComponent(q)}` })
  expect(answer.status).toBe(200)
  return answer.json.payload.data as Suggestion[]
}

describe('GET /v1/project/communes', () => {
  it('finds « Évry » from « evry », without accents or capitals', async () => {
    const found = await search('evry')
    expect(found[0]).toEqual({ value: '91228', label: 'Évry-Courcouronnes (91)' })
    expect(found.map((commune) => commune.label)).toContain('Évry-Grégy-sur-Yerre (77)')
    expect(await search('ÉVRY-COURC')).toEqual([found[0]])
  })

  it('finds Évry-Courcouronnes by its postcode 91000', async () => {
    expect(await search('91000')).toEqual([{ value: '91228', label: 'Évry-Courcouronnes (91)' }])
  })

  it('searches every French commune, not a short list', async () => {
    expect((await search('saint')).length).toBe(20)
    expect((await search('Plougastel'))[0]).toEqual({ value: '29189', label: 'Plougastel-Daoulas (29)' })
  })
})

describe('the commune question', () => {
  const communeId = () => String(seeded.questionIds.commune)

  it('stores a commune found by the search as its INSEE code', async () => {
    const saved = await saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: communeId(), value: '91228' })
    expect(saved.response.value).toBe('91228')
  })

  it('offers « Autre commune » and stores the commune typed in', async () => {
    const wire = (await callV1({ path: '/v1/project/quizz/questions' })).json.payload.quizztions as { quizztion_variable: string; quizztion_data: string }[]
    const choices = JSON.parse(wire.find((question) => question.quizztion_variable === 'commune')!.quizztion_data) as { title: string }[]
    expect(choices.map((choice) => choice.title)).toEqual(['Autre commune'])
    const saved = await saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: communeId(), value: 'Saint-Pierre (974)' })
    expect(saved.response.value).toBe('Saint-Pierre (974)')
  })

  it('refuses a value that is neither a commune code nor « Autre commune » typed in', async () => {
    const requester = { user: null, visitorKey: newVisitorKey() }
    await expect(saveAnswer(payload, { requester, projectId: null, questionId: communeId(), value: '' })).rejects.toThrow(ANSWER_MESSAGES.required)
  })
})
