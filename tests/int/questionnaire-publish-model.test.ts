import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { createUser, refusalMessage } from './support/fixtures.ts'
import { bootMarketingQuestionnaire, type MarketingQuestionnaire } from './support/marketing-questionnaire.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { CHECK_MESSAGES } from '../../src/domain/questionnaire/index.ts'
import { saveAnswer } from '../../src/server/questionnaire/answers.server.ts'
import { questionnaireState } from '../../src/server/questionnaire/state.server.ts'
import { newVisitorKey } from '../../src/server/projects/visitor-key.server.ts'
import { loadQuestionnaire } from '../../collections/Quizzes/questionnaires.server.ts'

/**
 * One publish model (issue 23): marketing edits a draft of the questionnaire, « Vérifier » runs the check,
 * « Publier » (POST /api/quizzes/:id/publish) puts the whole draft live as one new version. Errors refuse it;
 * new warnings need the explicit confirmation; projects started on a version keep it.
 */

let ctx: MarketingQuestionnaire
let payload: Payload
let seeded: SeededQuestionnaire
let marketingToken: string

beforeAll(async () => {
  ctx = await bootMarketingQuestionnaire()
  ;({ payload, seeded, marketingToken } = ctx)
})
afterAll(() => ctx?.cleanup())

const asMarketing = () => ctx.asMarketing()
const id = (key: string) => seeded.questionIds[key as keyof typeof seeded.questionIds]

/** Over HTTP, as the admin's publish panel calls it (no token: a visitor). */
const call = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  ctx.api(init.method ?? 'GET', path, { token: init.token ?? null, body: init.body })
const publish = (confirmWarnings?: boolean, token = marketingToken) =>
  call(`/quizzes/${seeded.quizId}/publish`, {
    method: 'POST',
    token,
    body: confirmWarnings === undefined ? {} : { confirmWarnings },
  })
const check = () => call(`/quizzes/${seeded.quizId}/check`, { token: marketingToken })

/** A draft rule on the surface (asked after the floor) that jumps back to the floor: the check warns (possible loop). */
const backwardRule = () => [
  {
    noCondition: false,
    conditions: [
      {
        link: 'et' as const,
        question: id('surface'),
        operator: 'inferieura' as const,
        value: '10',
      },
    ],
    goto: id('floor'),
  },
]

/** The loader keeps the latest questionnaire 5 s (collections/Quizzes/questionnaires.server.ts). */
const afterLoaderCache = () => new Promise((resolve) => setTimeout(resolve, 5_100))

const liveRulesOfSurface = async () => {
  const live = await loadQuestionnaire(payload, seeded.quizId)
  return live.engine.questions.find((question) => question.id === String(id('surface')))?.rules ?? []
}

describe('« Publier » on the questionnaire', () => {
  it('refuses a draft with an error, in French, and puts nothing live', async () => {
    const draft = await payload.create({
      collection: 'questions',
      data: {
        quiz: seeded.quizId,
        position: 500,
        title: 'Exposition',
        type: '1',
        choices: [],
      },
      draft: true,
      ...asMarketing(),
    })
    const response = await publish(true)
    expect(response.status).toBe(400)
    const body = response.json as { message: string; reason: string }
    expect(body.reason).toBe('errors')
    expect(body.message).toContain('Publication impossible : le questionnaire contient une erreur à corriger.')
    expect(body.message).toContain(`« Exposition » : ${CHECK_MESSAGES.noChoices}`)
    const question = await payload.findByID({
      collection: 'questions',
      id: draft.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(question._status).toBe('draft')
    await payload.delete({
      collection: 'questions',
      id: draft.id,
      overrideAccess: true,
    })
  })

  it('refuses a new warning without the confirmation, and publishes the draft with it', async () => {
    await payload.update({
      collection: 'questions',
      id: id('surface'),
      data: { rules: backwardRule() },
      draft: true,
      ...asMarketing(),
    })

    // « Vérifier »: the warning, marked new (the live version does not have it).
    const report = (await check()).json as {
      errors: unknown[]
      warnings: { text: string; isNew: boolean }[]
    }
    expect(report.errors).toEqual([])
    expect(report.warnings).toContainEqual({
      questionId: String(id('surface')),
      text: `« Quelle est sa surface habitable, en m² ? » : ${CHECK_MESSAGES.backwardJump}`,
      isNew: true,
    })

    for (const confirmation of [undefined, false]) {
      const refused = await publish(confirmation)
      expect(refused.status).toBe(400)
      const body = refused.json as {
        message: string
        reason: string
      }
      expect(body.reason).toBe('unconfirmed-warnings')
      expect(body.message).toContain(CHECK_MESSAGES.warningsUnconfirmed(1))
      expect(body.message).toContain(CHECK_MESSAGES.backwardJump)
    }
    await afterLoaderCache()
    expect(await liveRulesOfSurface()).toEqual([])

    const accepted = await publish(true)
    expect(accepted.status).toBe(200)
    await afterLoaderCache()
    expect((await liveRulesOfSurface()).map((rule) => rule.goto)).toEqual([String(id('floor'))])

    // Published and confirmed, the warning is no longer new: publishing again asks nothing.
    const again = (await check()).json as {
      warnings: { isNew: boolean }[]
    }
    expect(again.warnings.every((warning) => !warning.isNew)).toBe(true)
    expect((await publish()).status).toBe(200)
  })

  it('refuses a question published on its own with a new warning: only the questionnaire’s « Publier » confirms it', async () => {
    const message = await refusalMessage(
      payload.update({
        collection: 'questions',
        id: id('floor'),
        data: {
          rules: [
            {
              noCondition: false,
              conditions: [
                {
                  link: 'et',
                  question: id('floor'),
                  operator: 'inferieura',
                  value: '0',
                },
              ],
              goto: id('property-type'),
            },
          ],
          _status: 'published',
        },
        ...asMarketing(),
      }),
    )
    expect(message).toContain(CHECK_MESSAGES.warningsUnconfirmed(1))
  })

  it('is for marketing only', async () => {
    const customer = await createUser(payload, 'customer')
    const token =
      (
        await payload.login({
          collection: 'users',
          data: { email: customer.email, password: customer.password },
        })
      ).token ?? ''
    expect((await publish(true, token)).status).toBe(403)
    expect(
      (
        await call(`/quizzes/${seeded.quizId}/publish`, {
          method: 'POST',
          body: {},
        })
      ).status,
    ).toBe(401)
  })
})

describe('versions kept by visitors mid-way', () => {
  it('keeps a visitor on version N after N+1 is published; a new visitor gets N+1', async () => {
    const propertyType = String(id('property-type'))
    const visitor = () => ({
      requester: { user: null, visitorKey: newVisitorKey() },
      projectId: null,
      questionId: propertyType,
      value: 'appartement',
    })
    const midway = await saveAnswer(payload, visitor())
    expect((await questionnaireState(payload, midway.project)).currentId).toBe(String(id('floor')))

    // Version N+1, drafted then published: « Un appartement » now jumps to the surface.
    const question = await payload.findByID({
      collection: 'questions',
      id: propertyType,
      depth: 0,
      draft: true,
      ...asMarketing(),
    })
    const choices = (question.choices ?? []).map((choice) =>
      choice.value === 'appartement'
        ? {
            ...choice,
            rules: [{ noCondition: true, conditions: [], goto: id('surface') }],
          }
        : choice,
    )
    await payload.update({
      collection: 'questions',
      id: propertyType,
      data: { choices },
      draft: true,
      ...asMarketing(),
    })
    const response = await publish(true)
    expect(response.status).toBe(200)
    await afterLoaderCache()

    const reread = await payload.findByID({
      collection: 'projects',
      id: midway.project.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(reread.quizVersion).toBe(midway.project.quizVersion)
    expect((await questionnaireState(payload, reread)).currentId).toBe(String(id('floor')))

    const newcomer = await saveAnswer(payload, visitor())
    expect(newcomer.project.quizVersion).not.toBe(midway.project.quizVersion)
    expect((await questionnaireState(payload, newcomer.project)).currentId).toBe(String(id('surface')))
  })
})
