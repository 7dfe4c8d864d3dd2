import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootMarketingQuestionnaire, type MarketingQuestionnaire } from './support/marketing-questionnaire.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { CHECK_MESSAGES } from '../../src/domain/questionnaire/index.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { questionnaireState } from '../../src/server/questionnaire/state.server.ts'
import { newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'

let ctx: MarketingQuestionnaire
let payload: Payload
let seeded: SeededQuestionnaire

beforeAll(async () => {
  ctx = await bootMarketingQuestionnaire()
  ;({ payload, seeded } = ctx)
})
afterAll(() => ctx?.cleanup())

const asMarketing = () => ctx.asMarketing()

async function refusal(promise: Promise<unknown>): Promise<{ message: string; status: number }> {
  try {
    await promise
  } catch (error) {
    return { message: (error as Error).message, status: (error as { status?: number }).status ?? 0 }
  }
  throw new Error('expected the publication to be refused')
}

describe('the questionnaire check on publishing', () => {
  it('publishes the demo questionnaire, which passes the check', async () => {
    const quiz = await payload.update({ collection: 'quizzes', id: seeded.quizId, data: { subtitle: 'Nouvelle version', _status: 'published' }, ...asMarketing() })
    expect(quiz._status).toBe('published')
  })

  it('refuses to publish a rule whose destination was deleted, with the check’s French message', async () => {
    const quizId = seeded.quizId
    const target = await payload.create({
      collection: 'questions',
      data: { quiz: quizId, position: 99, title: 'Question supprimée', type: '0', _status: 'published' },
      ...asMarketing(),
    })
    const source = await payload.create({
      collection: 'questions',
      data: {
        quiz: quizId,
        position: 98,
        title: 'Type de toiture',
        type: '1',
        choices: [
          { value: 'plate', title: 'Plate', rules: [{ noCondition: true, conditions: [], goto: target.id }] },
          { value: 'pentue', title: 'En pente' },
        ],
        _status: 'published',
      },
      ...asMarketing(),
    })
    await payload.delete({ collection: 'questions', id: target.id, ...asMarketing() })

    const refused = await refusal(payload.update({ collection: 'quizzes', id: quizId, data: { _status: 'published' }, ...asMarketing() }))
    expect(refused.status).toBe(400)
    expect(refused.message).toContain('Publication impossible : le questionnaire contient une erreur à corriger.')
    expect(refused.message).toContain(`« Type de toiture », choix « Plate » : ${CHECK_MESSAGES.missingTarget}`)

    const questionRefused = await refusal(
      payload.update({ collection: 'questions', id: source.id, data: { title: 'Type de toit', _status: 'published' }, ...asMarketing() }),
    )
    expect(questionRefused.message).toContain(CHECK_MESSAGES.missingTarget)

    // A draft may hold errors: it is not live.
    const draft = await payload.update({ collection: 'questions', id: source.id, data: { title: 'Type de toit' }, draft: true, ...asMarketing() })
    expect(draft.title).toBe('Type de toit')

    // Fixed (the rule removed), the questionnaire publishes again.
    await payload.update({
      collection: 'questions',
      id: source.id,
      data: { choices: [{ value: 'plate', title: 'Plate' }, { value: 'pentue', title: 'En pente' }], _status: 'published' },
      ...asMarketing(),
    })
    const republished = await payload.update({ collection: 'quizzes', id: quizId, data: { _status: 'published' }, ...asMarketing() })
    expect(republished._status).toBe('published')
  })

  it('refuses a choice question without choices and a condition on a later question', async () => {
    const refusedChoices = await refusal(
      payload.create({
        collection: 'questions',
        data: { quiz: seeded.quizId, position: 120, title: 'Exposition', type: '1', choices: [], _status: 'published' },
        ...asMarketing(),
      }),
    )
    expect(refusedChoices.message).toContain(`« Exposition » : ${CHECK_MESSAGES.noChoices}`)

    const later = seeded.questionIds['rooms']
    const refusedCondition = await refusal(
      payload.update({
        collection: 'questions',
        id: seeded.questionIds['surface'],
        data: { rules: [{ noCondition: false, conditions: [{ link: 'et', question: later, operator: 'est', value: 'x' }], goto: later }], _status: 'published' },
        ...asMarketing(),
      }),
    )
    expect(refusedCondition.message).toContain(CHECK_MESSAGES.conditionNotBefore)
  })
})

describe('versions of the questionnaire', () => {
  it('keeps a project on the version it started with; new visitors get the latest published one', async () => {
    const propertyType = String(seeded.questionIds['property-type'])
    const started = await saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: propertyType, value: 'appartement' })
    expect(started.project.quizVersion).toEqual(expect.any(String))
    const before = (await questionnaireState(payload, started.project)).currentId
    expect(before).toBe(String(seeded.questionIds['floor']))

    // Marketing publishes a new rule: 'Un appartement' now jumps to the surface.
    const question = await payload.findByID({ collection: 'questions', id: propertyType, depth: 0, ...asMarketing() })
    const choices = (question.choices ?? []).map((choice) =>
      choice.value === 'appartement'
        ? { ...choice, rules: [{ noCondition: true, conditions: [], goto: seeded.questionIds['surface'] }] }
        : choice,
    )
    await payload.update({ collection: 'questions', id: propertyType, data: { choices, _status: 'published' }, ...asMarketing() })
    // The loader keeps the latest questionnaire 5 s (collections/Quizzes/questionnaires.server.ts).
    await new Promise((resolve) => setTimeout(resolve, 5_100))

    const midway = await payload.findByID({ collection: 'projects', id: started.project.id, depth: 0, overrideAccess: true })
    expect((await questionnaireState(payload, midway)).currentId).toBe(before)

    const newcomer = await saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: propertyType, value: 'appartement' })
    expect(newcomer.project.quizVersion).not.toBe(started.project.quizVersion)
    expect((await questionnaireState(payload, newcomer.project)).currentId).toBe(String(seeded.questionIds['surface']))

    // A saved draft changes nothing for visitors.
    await payload.update({ collection: 'questions', id: propertyType, data: { title: 'Brouillon non publié' }, draft: true, ...asMarketing() })
    await new Promise((resolve) => setTimeout(resolve, 5_100))
    const later = await saveAnswer(payload, { requester: { user: null, visitorKey: newVisitorKey() }, projectId: null, questionId: propertyType, value: 'maison' })
    expect(later.project.quizVersion).toBe(newcomer.project.quizVersion)
  })
})

describe('the check panel of the admin (GET /api/quizzes/:id/check)', () => {

  it('lists errors and warnings in French for marketing, over the latest drafts; refuses anyone else', async () => {
    await payload.create({
      collection: 'questions',
      data: { quiz: seeded.quizId, position: 130, title: 'Orientation', type: '1', choices: [] },
      draft: true,
      ...asMarketing(),
    })
    const response = await ctx.api('GET', `/quizzes/${seeded.quizId}/check`)
    expect(response.status).toBe(200)
    const report = response.json as { errors: { text: string }[]; warnings: { text: string }[] }
    expect(report.errors.map((issue) => issue.text)).toContain(`« Orientation » : ${CHECK_MESSAGES.noChoices}`)
    expect((await ctx.api('GET', `/quizzes/${seeded.quizId}/check`, { token: null })).status).toBe(403)
  })
})
