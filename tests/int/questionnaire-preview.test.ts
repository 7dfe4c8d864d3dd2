import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import { missingDocId } from '../support/test-database.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { User } from '../../payload-types.ts'
import { CHECK_MESSAGES } from '../../src/domain/questionnaire/index.ts'
import { questionnairePageData, questionnairePreviewData } from '../../src/server/questionnaire/page-data.server.ts'
import { draftQuestionnaireGraph } from '../../src/server/questionnaire/graph.server.ts'

let ctx: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let marketing: User
let curator: User
let draftTitle: string
let draftId: number

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  seeded = await seedTestQuestionnaire(payload)
  marketing = (await createUser(payload, 'marketing')).user
  curator = (await createUser(payload, 'curator')).user
  // A draft question at the end of the published questionnaire, jumping back to the first one.
  draftTitle = 'Question encore en brouillon'
  const firstId = Object.values(seeded.questionIds)[0]
  if (firstId === undefined) throw new Error('the test questionnaire has no question')
  const draft = await payload.create({
    collection: 'questions',
    data: {
      quiz: seeded.quizId,
      position: 999,
      title: draftTitle,
      type: '0',
      rules: [{ noCondition: false, conditions: [{ link: 'et', question: firstId, operator: 'est', value: 'encore' }], goto: firstId }],
      _status: 'draft',
    },
    draft: true,
    user: asUser(marketing),
    overrideAccess: false,
  })
  draftId = draft.id
})
afterAll(() => ctx?.cleanup())

const titlesOf = (outcome: Awaited<ReturnType<typeof questionnairePreviewData>>) =>
  outcome.kind === 'ok' ? outcome.data.questionnaire.questions.map((question) => question.title) : []

describe('the preview of a questionnaire’s draft', () => {
  it('shows marketing the draft questions, flagged as a preview', async () => {
    const outcome = await questionnairePreviewData(payload, marketing, String(seeded.quizId))
    expect(outcome.kind).toBe('ok')
    expect(titlesOf(outcome).at(-1)).toBe(draftTitle)
    expect(outcome.kind === 'ok' && outcome.data.isPreview).toBe(true)
  })

  it('keeps the published questionnaire for everyone else', async () => {
    const published = await questionnairePageData(payload, { user: null, visitorKey: null }, null)
    expect(published.kind === 'ok' && published.data.isPreview).toBe(false)
    expect(titlesOf(published)).not.toContain(draftTitle)
    expect(titlesOf(published).length).toBeGreaterThan(0)
    expect(await questionnairePreviewData(payload, null, String(seeded.quizId))).toEqual({ kind: 'login' })
    expect(await questionnairePreviewData(payload, curator, String(seeded.quizId))).toEqual({ kind: 'wrong-link' })
    expect(await questionnairePreviewData(payload, marketing, missingDocId())).toEqual({ kind: 'wrong-link' })
  })
})

describe('the questionnaire graph', () => {
  it('draws the latest version of each question with the check’s problems on it, for marketing', async () => {
    const graph = await draftQuestionnaireGraph(payload, marketing, seeded.quizId)
    const node = graph.nodes.find((item) => item.id === String(draftId))
    expect(node?.severity).toBe('warning')
    expect(node?.issues).toEqual([`« ${draftTitle} » : ${CHECK_MESSAGES.backwardJump}`])
    expect(graph.edges.filter((edge) => edge.from === String(draftId)).map((edge) => [edge.kind, edge.isBackward])).toEqual([
      ['rule', true],
      ['next', false],
    ])
  })
})
