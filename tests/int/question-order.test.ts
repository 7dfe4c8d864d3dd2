import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleEndpoints, type Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createUser } from './support/fixtures.ts'
import { missingDocId } from '../support/test-database.ts'
import type { Role } from '../../collections/roles.ts'
import type { Question, Quiz, User } from '../../payload-types.ts'
import { CHECK_MESSAGES, ORDER_MESSAGES } from '../../src/domain/questionnaire/index.ts'

/**
 * POST /api/quizzes/:id/order, over Payload's own REST handler: marketing sets the order of a quiz's
 * questions in one go, and the quiz gets one new version.
 */

let ctx: TestPayload
let payload: Payload
let marketing: User
const tokens = {} as Record<Role, string>

beforeAll(async () => {
  ctx = await bootTestPayload()
  payload = ctx.payload
  for (const role of ['customer', 'staff', 'marketing', 'curator', 'admin'] as const) {
    const account = await createUser(payload, role)
    if (role === 'marketing') marketing = account.user
    tokens[role] = (await payload.login({ collection: 'users', data: { email: account.email, password: account.password } })).token ?? ''
  }
})
afterAll(() => ctx?.cleanup())

const asMarketing = () => ({ user: asUser(marketing), overrideAccess: false as const })

async function postOrder(quizId: Quiz['id'] | string, body: unknown, token: string | null = tokens.marketing) {
  const response = await handleEndpoints({
    config: payload.config,
    request: new Request(`http://localhost/api/quizzes/${quizId}/order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, any> }
}

type Questionnaire = { quiz: Quiz; ids: Record<'property' | 'floor' | 'garden' | 'remarks', Question['id']> }

/**
 * A quiz: 'Type de bien' (a house jumps to the garden), 'Étage', 'Jardin' (a flat skips to the remarks:
 * a rule on the type of property), 'Remarques'. Published unless told otherwise.
 */
async function aQuestionnaire({ isPublished = true } = {}): Promise<Questionnaire> {
  const status = isPublished ? 'published' : 'draft'
  const quiz = await payload.create({ collection: 'quizzes', data: { title: `Ordre ${Math.random()}`, _status: status }, draft: !isPublished, ...asMarketing() })
  const question = (position: number, data: Partial<Question>) =>
    payload.create({ collection: 'questions', data: { quiz: quiz.id, position, _status: status, ...data } as Question, draft: !isPublished, ...asMarketing() })
  const property = await question(0, { title: 'Type de bien', type: '1', choices: [{ value: 'maison', title: 'Maison' }, { value: 'appartement', title: 'Appartement' }] })
  const floor = await question(1, { title: 'Étage', type: '11' })
  const remarks = await question(3, { title: 'Remarques', type: '0' })
  const garden = await question(2, {
    title: 'Jardin',
    type: '11',
    rules: [{ noCondition: false, conditions: [{ link: 'et', question: property.id, operator: 'est', value: 'appartement' }], goto: remarks.id }],
  })
  // The house jumps from the type of property to the garden.
  await payload.update({
    collection: 'questions',
    id: property.id,
    data: { choices: [{ value: 'maison', title: 'Maison', rules: [{ noCondition: true, conditions: [], goto: garden.id }] }, { value: 'appartement', title: 'Appartement' }], _status: status },
    draft: !isPublished,
    ...asMarketing(),
  })
  const fresh = await payload.findByID({ collection: 'quizzes', id: quiz.id, draft: true, ...asMarketing() })
  return { quiz: fresh, ids: { property: property.id, floor: floor.id, garden: garden.id, remarks: remarks.id } }
}

const titlesInOrder = async (quizId: Quiz['id'], draft: boolean) =>
  (await payload.find({ collection: 'questions', where: { quiz: { equals: quizId } }, sort: 'position', draft, depth: 0, pagination: false, overrideAccess: true })).docs.map((doc) => doc.title)

const quizVersions = (quizId: Quiz['id']) => payload.countVersions({ collection: 'quizzes', where: { parent: { equals: quizId } }, overrideAccess: true }).then((count) => count.totalDocs)
const questionVersions = (ids: Question['id'][]) => payload.countVersions({ collection: 'questions', where: { parent: { in: ids } }, overrideAccess: true }).then((count) => count.totalDocs)

describe('POST /api/quizzes/:id/order', () => {
  it('rewrites every position and publishes a live questionnaire again, once, with the new order', async () => {
    const { quiz, ids } = await aQuestionnaire()
    const [quizBefore, questionsBefore] = await Promise.all([quizVersions(quiz.id), questionVersions(Object.values(ids))])

    const { status, json } = await postOrder(quiz.id, { questionIds: [ids.property, ids.garden, ids.floor, ids.remarks] })

    expect(status).toBe(200)
    expect(json).toMatchObject({ status: 'published', questionIds: [ids.property, ids.garden, ids.floor, ids.remarks].map(String), errors: [], warnings: [] })
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Type de bien', 'Jardin', 'Étage', 'Remarques'])
    expect(await titlesInOrder(quiz.id, true)).toEqual(['Type de bien', 'Jardin', 'Étage', 'Remarques'])
    // One version of the quiz, none per question; the published snapshot has the new order.
    expect(await quizVersions(quiz.id)).toBe(quizBefore + 1)
    expect(await questionVersions(Object.values(ids))).toBe(questionsBefore)
    const live = await payload.findByID({ collection: 'quizzes', id: quiz.id, draft: false, overrideAccess: true })
    expect(live._status).toBe('published')
    expect((live.snapshot as { questions: Question[] }).questions.map((question) => question.title)).toEqual(['Type de bien', 'Jardin', 'Étage', 'Remarques'])
  })

  it('moves a question with a pending draft without publishing the draft', async () => {
    const { quiz, ids } = await aQuestionnaire()
    await payload.update({ collection: 'questions', id: ids.remarks, data: { title: 'Remarques (brouillon)' }, draft: true, ...asMarketing() })

    // (the garden's jump to the remarks now goes back: a new warning, confirmed)
    expect((await postOrder(quiz.id, { questionIds: [ids.remarks, ids.property, ids.floor, ids.garden], confirmWarnings: true })).status).toBe(200)

    expect(await titlesInOrder(quiz.id, false)).toEqual(['Remarques', 'Type de bien', 'Étage', 'Jardin'])
    expect(await titlesInOrder(quiz.id, true)).toEqual(['Remarques (brouillon)', 'Type de bien', 'Étage', 'Jardin'])
    // Publishing the draft later keeps the new order.
    const published = await payload.update({ collection: 'questions', id: ids.remarks, data: { _status: 'published' }, ...asMarketing() })
    expect(published.position).toBe(0)
    expect(published.title).toBe('Remarques (brouillon)')
  })

  it('saves an order that makes a jump go back only once its new warning is confirmed, as publishing does', async () => {
    const { quiz, ids } = await aQuestionnaire()
    // The garden first: the house's jump to it now goes back.
    await payload.update({ collection: 'questions', id: ids.garden, data: { rules: [], _status: 'published' }, ...asMarketing() })
    const before = await quizVersions(quiz.id)
    const order = [ids.garden, ids.property, ids.floor, ids.remarks]
    const refused = await postOrder(quiz.id, { questionIds: order })
    expect(refused.status).toBe(400)
    expect(refused.json.reason).toBe('unconfirmed-warnings')
    expect(refused.json.message).toContain(`« Type de bien », choix « Maison » : ${CHECK_MESSAGES.backwardJump}`)
    expect(refused.json.warnings.map((line: { text: string }) => line.text)).toEqual([`« Type de bien », choix « Maison » : ${CHECK_MESSAGES.backwardJump}`])
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Type de bien', 'Étage', 'Jardin', 'Remarques'])
    expect(await quizVersions(quiz.id)).toBe(before)

    const { status, json } = await postOrder(quiz.id, { questionIds: order, confirmWarnings: true })
    expect(status).toBe(200)
    expect(json.errors).toEqual([])
    expect(json.warnings.map((line: { text: string }) => line.text)).toEqual([`« Type de bien », choix « Maison » : ${CHECK_MESSAGES.backwardJump}`])
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Jardin', 'Type de bien', 'Étage', 'Remarques'])
  })

  it('refuses an order the check refuses for a live questionnaire, and writes nothing', async () => {
    const { quiz, ids } = await aQuestionnaire()
    const before = await quizVersions(quiz.id)
    // The garden first: its rule now reads the type of property, asked after it (an error).
    const { status, json } = await postOrder(quiz.id, { questionIds: [ids.garden, ids.property, ids.floor, ids.remarks] })
    expect(status).toBe(400)
    expect(json.reason).toBe('errors')
    expect(json.message).toContain('Publication impossible : le questionnaire contient une erreur à corriger.')
    expect(json.message).toContain(`« Jardin » : ${CHECK_MESSAGES.conditionNotBefore}`)
    expect(json.errors.map((line: { text: string }) => line.text)).toEqual([`« Jardin » : ${CHECK_MESSAGES.conditionNotBefore}`])
    expect(json.warnings.map((line: { text: string }) => line.text)).toContain(`« Type de bien », choix « Maison » : ${CHECK_MESSAGES.backwardJump}`)
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Type de bien', 'Étage', 'Jardin', 'Remarques'])
    expect(await titlesInOrder(quiz.id, true)).toEqual(['Type de bien', 'Étage', 'Jardin', 'Remarques'])
    expect(await quizVersions(quiz.id)).toBe(before)
  })

  it('saves a draft questionnaire’s order as one draft version, reporting the check’s errors without refusing', async () => {
    const { quiz, ids } = await aQuestionnaire({ isPublished: false })
    const before = await quizVersions(quiz.id)
    const { status, json } = await postOrder(quiz.id, { questionIds: [ids.garden, ids.property, ids.floor, ids.remarks] })
    expect(status).toBe(200)
    expect(json.status).toBe('draft')
    expect(json.errors.map((line: { text: string }) => line.text)).toEqual([`« Jardin » : ${CHECK_MESSAGES.conditionNotBefore}`])
    expect(await titlesInOrder(quiz.id, true)).toEqual(['Jardin', 'Type de bien', 'Étage', 'Remarques'])
    expect(await quizVersions(quiz.id)).toBe(before + 1)
    const latest = await payload.findByID({ collection: 'quizzes', id: quiz.id, draft: true, overrideAccess: true })
    expect(latest._status).toBe('draft')
  })

  it('lets an admin reorder; refuses staff, curators, customers and visitors', async () => {
    const { quiz, ids } = await aQuestionnaire()
    const order = { questionIds: [ids.property, ids.floor, ids.remarks, ids.garden] }
    const before = await quizVersions(quiz.id)
    for (const role of ['staff', 'curator', 'customer'] as const) {
      const refused = await postOrder(quiz.id, order, tokens[role])
      expect(refused.status, role).toBe(403)
      expect(refused.json.message).toBe('Seuls le marketing et les administrateurs peuvent changer l’ordre des questions.')
    }
    expect((await postOrder(quiz.id, order, null)).status).toBe(401)
    expect(await quizVersions(quiz.id)).toBe(before)
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Type de bien', 'Étage', 'Jardin', 'Remarques'])

    // (the garden after the remarks: its jump to them now goes back, a new warning the admin confirms)
    expect((await postOrder(quiz.id, { ...order, confirmWarnings: true }, tokens.admin)).status).toBe(200)
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Type de bien', 'Étage', 'Remarques', 'Jardin'])
  })

  it('refuses a body that is not exactly the quiz’s questions, each once, with a French message', async () => {
    const { quiz, ids } = await aQuestionnaire()
    const other = await aQuestionnaire()
    const before = await quizVersions(quiz.id)
    const cases: [unknown, string][] = [
      ['pas du json', ORDER_MESSAGES.malformed],
      [{}, ORDER_MESSAGES.malformed],
      [{ questionIds: [] }, ORDER_MESSAGES.malformed],
      [{ questionIds: [{ id: ids.property }] }, ORDER_MESSAGES.malformed],
      [{ questionIds: [ids.property, ids.floor, ids.floor, ids.garden, ids.remarks] }, ORDER_MESSAGES.duplicate],
      [{ questionIds: [ids.property, ids.floor, ids.garden, ids.remarks, other.ids.floor] }, ORDER_MESSAGES.foreign],
      [{ questionIds: [ids.property, ids.floor] }, ORDER_MESSAGES.missing(2)],
    ]
    for (const [body, message] of cases) {
      const refused = await postOrder(quiz.id, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.json.message).toBe(message)
    }
    expect(await quizVersions(quiz.id)).toBe(before)
    expect(await titlesInOrder(quiz.id, false)).toEqual(['Type de bien', 'Étage', 'Jardin', 'Remarques'])
    expect((await postOrder(missingDocId(), { questionIds: [ids.property] })).status).toBe(404)
  })
})
