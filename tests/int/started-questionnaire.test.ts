import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { createProject, createUser } from './support/fixtures.ts'
import { startedQuestionnaire } from '../../src/server/questionnaire/started-questionnaire.server.ts'
import { hashVisitorKey, newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'

/** The home page's call to action resumes the questionnaire its visitor or customer left unfinished. */

let ctx: TestPayload
let payload: Payload

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
})
afterAll(() => ctx?.cleanup())

const visitorDraft = (visitorKey: string, status = 1) =>
  payload.create({ collection: 'projects', data: { title: 'Brouillon', status, visitorKeyHash: hashVisitorKey(visitorKey) }, overrideAccess: true, context: { actor: 'staff', seed: true } })

describe('the questionnaire left unfinished', () => {
  it('is the visitor key’s ownerless draft, the last one touched, and nobody else’s', async () => {
    const key = newVisitorKey()
    const earlier = await visitorDraft(key)
    await payload.db.updateOne({ collection: 'projects', id: earlier.id, data: { updatedAt: new Date(Date.now() - 3_600_000).toISOString() } })
    const latest = await visitorDraft(key, 0)
    await visitorDraft(key, 2)
    expect(await startedQuestionnaire(payload, { user: null, visitorKey: key })).toBe(String(latest.id))
    expect(await startedQuestionnaire(payload, { user: null, visitorKey: newVisitorKey() })).toBeNull()
    expect(await startedQuestionnaire(payload, { user: null, visitorKey: null })).toBeNull()
  })

  it('is the customer’s own unfinished project, never a finished one nor another customer’s', async () => {
    const { user: customer } = await createUser(payload)
    const { user: other } = await createUser(payload)
    expect(await startedQuestionnaire(payload, { user: customer, visitorKey: null })).toBeNull()
    await createProject(payload, customer.id, { status: 3 })
    await createProject(payload, other.id, { status: 1 })
    expect(await startedQuestionnaire(payload, { user: customer, visitorKey: null })).toBeNull()
    const unfinished = await createProject(payload, customer.id, { status: 1 })
    expect(await startedQuestionnaire(payload, { user: customer, visitorKey: null })).toBe(String(unfinished.id))
  })

  it('is nothing for staff, whose home page starts no questionnaire of theirs', async () => {
    const { user: staff } = await createUser(payload, 'staff')
    await createProject(payload, staff.id, { status: 1 })
    expect(await startedQuestionnaire(payload, { user: staff, visitorKey: null })).toBeNull()
  })
})
