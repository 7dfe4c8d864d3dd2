import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { removeAbandonedFirstAnswers } from '../../src/server/questionnaire/abandoned-first-answers.server.ts'
import { newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'
import { STATUS_CHANGE_REASONS } from '../../src/domain/workflow/index.ts'

/**
 * The first answer of the questionnaire makes a project and its response together (transactions.server.ts):
 * in one transaction on PostgreSQL; on SQLite, the project first, already at 1, so that one a crash left
 * without its response is recognised and erased at the next start.
 */

let test: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  seeded = await seedTestQuestionnaire(payload)
})
afterAll(() => test?.cleanup())

const propertyType = () => String(seeded.questionIds['property-type'])
const exists = async (id: number) => (await payload.findByID({ collection: 'projects', id, overrideAccess: true, disableErrors: true })) !== null

describe('the first answer', () => {
  it('creates the project already at 1 with its response, and one history entry: the system, for the first answer', async () => {
    const alice = await createUser(payload)
    for (const requester of [{ user: null, visitorKey: newVisitorKey() }, { user: { ...alice.user, collection: 'users' as const }, visitorKey: null }]) {
      const saved = await saveAnswer(payload, { requester, projectId: null, questionId: propertyType(), value: 'maison' })
      expect(saved).toMatchObject({ created: true, project: { status: 1 }, response: { value: 'maison' } })
      const { docs: responses } = await payload.find({ collection: 'responses', where: { project: { equals: saved.project.id } }, overrideAccess: true })
      expect(responses.map((response) => response.value)).toEqual(['maison'])
      const { docs: history } = await payload.find({ collection: 'project-history', where: { project: { equals: saved.project.id } }, overrideAccess: true })
      expect(history).toHaveLength(1)
      expect(history[0]).toMatchObject({ from: '0', to: '1', actor: 'system', reason: STATUS_CHANGE_REASONS.firstAnswer })
    }
  })

  it('erases at start only a project a crash left at 1 without any response, never changed since', async () => {
    const owner = await createUser(payload)
    // What a kill between the project's write and its response's leaves (saveFirstAnswer's first write).
    const crashed = await payload.create({
      collection: 'projects',
      data: { quiz: seeded.quizId, status: 1, visitorKeyHash: 'x'.repeat(64) },
      overrideAccess: true,
      context: { actor: 'system', reason: STATUS_CHANGE_REASONS.firstAnswer },
    })
    const answered = (await saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: propertyType(), value: 'maison' })).project
    const empty = await createProject(payload, owner.user.id, { status: 0 })
    // Put at 1 by staff long after its creation, with no answer: not the questionnaire's doing.
    const movedByStaff = await createProject(payload, owner.user.id, { status: 0, createdAt: new Date(Date.now() - 60_000).toISOString() })
    await payload.update({ collection: 'projects', id: movedByStaff.id, data: { status: 1, statusChangeReason: 'Projet repris en agence' }, overrideAccess: true, context: { actor: 'staff' } })

    expect(await removeAbandonedFirstAnswers(payload)).toBe(1)
    expect(await exists(crashed.id)).toBe(false)
    for (const kept of [answered, empty, movedByStaff]) expect(await exists(kept.id)).toBe(true)
    expect(await removeAbandonedFirstAnswers(payload)).toBe(0)
  })
})
