import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { asUser, createUser } from './support/fixtures.ts'
import { bootMarketingQuestionnaire, type MarketingQuestionnaire } from './support/marketing-questionnaire.ts'
import { callV1 } from './support/v1-routes.ts'
import { adminApi } from './support/adminapi.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import type { Project, Question, User } from '../../payload-types.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { questionnaireState } from '../../src/server/questionnaire/state.server.ts'
import { staffProjectView } from '../../src/server/projects/staff-project-view.server.ts'
import { newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'
import { RETIREMENT_COPY } from '../../src/domain/questionnaire/retirement-copy.ts'
import { CHECK_MESSAGES } from '../../src/domain/questionnaire/index.ts'

/**
 * Retiring instead of deleting (issue #23): DELETE /api/questions of an answered question retires it (kept
 * for the projects that answered it, no longer served to new visitors); an unanswered one is deleted; a
 * choice some answer picked is retired when an edit removes it, one never picked goes.
 */

let ctx: MarketingQuestionnaire
let payload: Payload
let seeded: SeededQuestionnaire
let marketingToken: string
let marketing: User
let staff: User

beforeAll(async () => {
  ctx = await bootMarketingQuestionnaire()
  ;({ payload, seeded, marketing, marketingToken } = ctx)
  staff = (await createUser(payload, 'staff')).user
  // NOTE: the demo questionnaire's seed takes long on a loaded machine.
}, 300_000)
afterAll(() => ctx?.cleanup())

const api: MarketingQuestionnaire['api'] = (...args) => ctx.api(...args)

/** The loader keeps the latest questionnaire 5 s (collections/Quizzes/questionnaires.server.ts). */
const afterTheLoadersCache = () => new Promise((resolve) => setTimeout(resolve, 5_100))

/** A published question first on the path (position -n), so that a visitor's first answer is on it; live once the cache expires. */
async function aLiveChoiceQuestion(position: number, title: string): Promise<Question> {
  const question = await payload.create({
    collection: 'questions',
    data: {
      quiz: seeded.quizId,
      position,
      title,
      type: '1',
      choices: [
        { value: 'chat', title: 'Un chat' },
        { value: 'chien', title: 'Un chien' },
        { value: 'aucun', title: 'Aucun animal' },
      ],
      _status: 'published',
    },
    user: asUser(marketing),
    overrideAccess: false,
  })
  await afterTheLoadersCache()
  return question
}

/** A new visitor's first answer: a new project on the latest published questionnaire. */
const firstAnswer = (questionId: Question['id'], value: string) =>
  saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: String(questionId), value })

/** The questions a new visitor is served (GET /v1/project/quizz/questions), after the loader's 5 s cache. */
async function servedToNewVisitors(): Promise<{ id: string; data: string }[]> {
  await afterTheLoadersCache()
  const answer = await callV1({ path: '/v1/project/quizz/questions' })
  expect(answer.status).toBe(200)
  return (answer.json.payload.quizztions as { quizztion_id: string; quizztion_data: string }[]).map((question) => ({ id: question.quizztion_id, data: question.quizztion_data }))
}

/** What staff read on the project, and the project's own questionnaire with its answers read back. */
async function whatTheOldProjectShows(project: Project) {
  const fresh = await payload.findByID({ collection: 'projects', id: project.id, depth: 0, overrideAccess: true })
  const state = await questionnaireState(payload, fresh)
  const staffView = await staffProjectView(payload, staff, project.id)
  return { questionIds: state.loaded.engine.questions.map((question) => question.id), answers: state.answers, staffLines: staffView.answers }
}

describe('DELETE /api/questions/:id', () => {
  it('retires an answered question: 200, kept in the database, no longer served to new visitors, still shown on the project that answered it', async () => {
    const question = await aLiveChoiceQuestion(-1, 'Avez-vous un animal ?')
    const { project } = await firstAnswer(question.id, 'chien')

    const deleted = await api('DELETE', `/questions/${question.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toMatchObject({ retired: true, message: RETIREMENT_COPY.retired('Avez-vous un animal ?'), doc: { retired: true } })

    const kept = await payload.findByID({ collection: 'questions', id: question.id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ title: 'Avez-vous un animal ?', retired: true, _status: 'published' })

    expect((await servedToNewVisitors()).map((served) => served.id)).not.toContain(String(question.id))
    await expect(firstAnswer(question.id, 'chat')).rejects.toMatchObject({ status: 404 })
    // Visitors cannot read it through Payload's REST either.
    expect((await api('GET', `/questions/${question.id}`, { token: null })).status).toBe(404)

    const shown = await whatTheOldProjectShows(project)
    expect(shown.questionIds).toContain(String(question.id))
    expect(shown.answers[String(question.id)]).toBe('chien')
    expect(shown.staffLines).toContainEqual(expect.objectContaining({ questionId: String(question.id), title: 'Avez-vous un animal ?', text: 'Un chien' }))

    // Brought back: unticked and published, it is asked again.
    await payload.update({ collection: 'questions', id: question.id, data: { retired: false, _status: 'published' }, user: asUser(marketing), overrideAccess: false })
    expect((await servedToNewVisitors()).map((served) => served.id)).toContain(String(question.id))
    expect((await api('DELETE', `/questions/${question.id}`)).json.retired).toBe(true)
  })

  it('deletes a question never answered', async () => {
    const question = await aLiveChoiceQuestion(-2, 'Avez-vous une cave ?')
    const deleted = await api('DELETE', `/questions/${question.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toMatchObject({ retired: false, message: RETIREMENT_COPY.deleted('Avez-vous une cave ?') })
    const { totalDocs } = await payload.count({ collection: 'questions', where: { id: { equals: question.id } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('refuses anyone but marketing, in French, and changes nothing', async () => {
    const question = await aLiveChoiceQuestion(-3, 'Avez-vous un balcon ?')
    await firstAnswer(question.id, 'chat')
    const customer = await createUser(payload, 'customer')
    const customerToken = (await payload.login({ collection: 'users', data: { email: customer.email, password: customer.password } })).token ?? ''
    for (const token of [null, customerToken]) {
      const refused = await api('DELETE', `/questions/${question.id}`, { token })
      expect(refused.status).toBe(403)
      expect(refused.json.errors[0].message).toMatch(/autorisé/)
    }
    expect(await payload.findByID({ collection: 'questions', id: question.id, depth: 0, overrideAccess: true })).toMatchObject({ retired: false })
    await api('DELETE', `/questions/${question.id}`)
  })

  it('bulk: retires the answered questions and deletes the others, as the admin’s list asks', async () => {
    const answered = await aLiveChoiceQuestion(-4, 'Avez-vous un jardin ?')
    const unanswered = await aLiveChoiceQuestion(-5, 'Avez-vous un grenier ?')
    await firstAnswer(answered.id, 'aucun')
    const deleted = await api('DELETE', `/questions?where[id][in][0]=${answered.id}&where[id][in][1]=${unanswered.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.json.errors).toEqual([])
    expect(deleted.json.docs).toHaveLength(2)
    expect(await payload.findByID({ collection: 'questions', id: answered.id, depth: 0, overrideAccess: true })).toMatchObject({ retired: true })
    expect((await payload.count({ collection: 'questions', where: { id: { equals: unanswered.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('refuses, with the check’s French message, to retire a question a live rule still jumps to, and changes nothing', async () => {
    const target = await aLiveChoiceQuestion(-9, 'Avez-vous un poêle ?')
    await firstAnswer(target.id, 'chat')
    const jumper = await payload.create({
      collection: 'questions',
      data: { quiz: seeded.quizId, position: -11, title: 'Chauffage au bois ?', type: '0', rules: [{ noCondition: true, conditions: [], goto: target.id }], _status: 'published' },
      user: asUser(marketing),
      overrideAccess: false,
    })
    const refused = await api('DELETE', `/questions/${target.id}`)
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].message).toContain(CHECK_MESSAGES.missingTarget)
    expect(await payload.findByID({ collection: 'questions', id: target.id, depth: 0, overrideAccess: true })).toMatchObject({ retired: false })
    await api('DELETE', `/questions/${jumper.id}`)
    expect((await api('DELETE', `/questions/${target.id}`)).json.retired).toBe(true)
  })

  it('retires an answered question deleted through the admin API (DELETE /adminapi/v1/quizztion/:id) too', async () => {
    const question = await aLiveChoiceQuestion(-8, 'Avez-vous une terrasse ?')
    await firstAnswer(question.id, 'chat')
    const deleted = await adminApi('DELETE', `/adminapi/v1/quizztion/${question.id}`, { token: marketingToken })
    expect(deleted.status).toBe(200)
    expect(await payload.findByID({ collection: 'questions', id: question.id, depth: 0, overrideAccess: true })).toMatchObject({ retired: true })
  })

  it('refuses, in French, the Local API’s delete of an answered question (no database error)', async () => {
    const question = await aLiveChoiceQuestion(-6, 'Avez-vous un parking ?')
    await firstAnswer(question.id, 'chat')
    await expect(payload.delete({ collection: 'questions', id: question.id, user: asUser(marketing), overrideAccess: false })).rejects.toMatchObject({
      status: 409,
      message: RETIREMENT_COPY.answeredCannotBeDeleted,
    })
    await api('DELETE', `/questions/${question.id}`)
  })
})

describe('removing a choice', () => {
  it('retires a choice an answer picked (hidden from new visitors, still read on the old project) and removes one never picked', async () => {
    const question = await aLiveChoiceQuestion(-7, 'Quel animal vit chez vous ?')
    const { project } = await firstAnswer(question.id, 'chien')
    const [chat] = question.choices ?? []

    const edited = await api('PATCH', `/questions/${question.id}`, { body: { choices: [chat], _status: 'published' } })
    expect(edited.status).toBe(200)
    expect(edited.json.doc.choices.map((choice: { value: string; retired: boolean }) => [choice.value, choice.retired])).toEqual([
      ['chat', false],
      ['chien', true],
    ])

    const served = (await servedToNewVisitors()).find((candidate) => candidate.id === String(question.id))!
    expect(JSON.parse(served.data).map((choice: { value: string }) => choice.value)).toEqual(['chat'])
    await expect(firstAnswer(question.id, 'chien')).rejects.toMatchObject({ status: 400 })

    const shown = await whatTheOldProjectShows(project)
    expect(shown.staffLines).toContainEqual(expect.objectContaining({ questionId: String(question.id), text: 'Un chien' }))
    await api('DELETE', `/questions/${question.id}`)
  })
})

describe('editing the value of a choice in place', () => {
  it('keeps a picked choice’s old value, retired with its label, so the old answers still read it', async () => {
    const question = await aLiveChoiceQuestion(-12, 'Quel animal préférez-vous ?')
    const { project } = await firstAnswer(question.id, 'chien')
    const [chat, chien, aucun] = question.choices ?? []

    const edited = await api('PATCH', `/questions/${question.id}`, { body: { choices: [chat, { ...chien!, value: 'chien-de-garde' }, aucun], _status: 'published' } })
    expect(edited.status).toBe(200)
    expect(edited.json.doc.choices.map((choice: { value: string; title: string; retired: boolean }) => [choice.value, choice.title, choice.retired])).toEqual([
      ['chat', 'Un chat', false],
      ['chien-de-garde', 'Un chien', false],
      ['aucun', 'Aucun animal', false],
      ['chien', 'Un chien', true],
    ])

    const shown = await whatTheOldProjectShows(project)
    expect(shown.staffLines).toContainEqual(expect.objectContaining({ questionId: String(question.id), text: 'Un chien' }))
    const served = (await servedToNewVisitors()).find((candidate) => candidate.id === String(question.id))!
    expect(JSON.parse(served.data).map((choice: { value: string }) => choice.value)).toEqual(['chat', 'chien-de-garde', 'aucun'])
    await api('DELETE', `/questions/${question.id}`)
  })
})

describe('unpublishing a question (Payload’s « Dépublier »)', () => {
  it('is refused in French over the API, one question or many, and the question stays in the live questionnaire', async () => {
    const question = await aLiveChoiceQuestion(-13, 'Avez-vous une véranda ?')
    const refused = await api('PATCH', `/questions/${question.id}?depth=0`, { body: { _status: 'draft' } })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].message).toBe(RETIREMENT_COPY.unpublishRefused)
    const many = await api('PATCH', `/questions?where[id][equals]=${question.id}`, { body: { _status: 'draft' } })
    expect(many.json.errors[0].message).toBe(RETIREMENT_COPY.unpublishRefused)

    expect(await payload.findByID({ collection: 'questions', id: question.id, depth: 0, overrideAccess: true })).toMatchObject({ _status: 'published' })
    expect((await servedToNewVisitors()).map((served) => served.id)).toContain(String(question.id))
    await api('DELETE', `/questions/${question.id}`)
  })

  it('still lets marketing save a draft of a live question', async () => {
    const question = await aLiveChoiceQuestion(-14, 'Avez-vous un cellier ?')
    const saved = await api('PATCH', `/questions/${question.id}?draft=true`, { body: { title: 'Avez-vous une cave à vin ?', _status: 'draft' } })
    expect(saved.status).toBe(200)
    expect(await payload.findByID({ collection: 'questions', id: question.id, depth: 0, overrideAccess: true })).toMatchObject({ _status: 'published', title: 'Avez-vous un cellier ?' })
    await api('DELETE', `/questions/${question.id}`)
  })
})
