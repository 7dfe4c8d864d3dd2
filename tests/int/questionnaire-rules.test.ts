import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { bootTestPayload, type TestPayload } from './support/test-payload.ts'
import { asUser, createUser } from './support/fixtures.ts'
import { seedTestQuestionnaire } from './support/questionnaire.ts'
import type { SeededQuestionnaire } from '../../seed/questionnaire.ts'
import { QUESTIONNAIRE, type QuestionKey } from '../../seed/content/questionnaire.ts'
import { loadQuestionnaireRules } from '../../src/server/questionnaire-rules/rules.server.ts'
import { RulesContent } from '../../src/admin/questionnaire-rules/rules-content.tsx'
import { RULES_LIST_COPY } from '../../src/domain/questionnaire/rules-list-copy.ts'
import type { User } from '../../payload-types.ts'

/**
 * The rules list (/admin/regles-questionnaire) on the demo questionnaire, loaded by the seed's own loader:
 * every rule read as the sentence the rule builder titles it with, each a link to its rule's editor.
 */

let test: TestPayload
let payload: Payload
let seeded: SeededQuestionnaire
let marketing: User

const id = (key: QuestionKey) => String(seeded.questionIds[key])
const title = (key: QuestionKey) => QUESTIONNAIRE.questions.find((question) => question.key === key)?.title ?? ''
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')

beforeAll(async () => {
  test = await bootTestPayload()
  payload = test.payload
  seeded = await seedTestQuestionnaire(payload)
  marketing = asUser((await createUser(payload, 'marketing')).user) as User
}, 120_000)
afterAll(() => test?.cleanup())

describe('the rules list', () => {
  it('reads every rule the engine follows as a French sentence, question by question', async () => {
    const { selected } = await loadQuestionnaireRules(payload, marketing)
    const sentences = selected?.rules.map((rule) => rule.sentence) ?? []
    // A rule on a choice reads as that choice being picked.
    expect(sentences[0]).toBe(`Si « ${title('property-type')} » est « Une maison de ville » alors aller à « ${title('commune')} »`)
    expect(sentences).toContain(
      `Si « ${title('floor')} » est inférieur à « 2 » ou « ${title('property-type')} » est « Une maison de ville » ou « ${title('property-type')} » est « Un local à transformer en logement » alors aller à « ${title('apartment-type')} »`,
    )
    expect(sentences).toContain(`Toujours aller à « ${title('rooms')} »`)
    // As many as the demo questionnaire has where the engine reads them (choices of types 1 and 3, else the question).
    const expected = QUESTIONNAIRE.questions.reduce(
      (sum, question) => sum + (['1', '3'].includes(question.type) ? (question.choices ?? []).reduce((n, choice) => n + (choice.rules ?? []).length, 0) : (question.rules ?? []).length),
      0,
    )
    expect(sentences).toHaveLength(expected)
    // Every question named is found: none reads « une question » or « (aucune question) ».
    expect(sentences.join(' ')).not.toMatch(/(Si|et|ou|à) une question|\(aucune question\)/)
  })

  it('renders each sentence as a link to its rule in the question’s editor, under its question', async () => {
    const page = await loadQuestionnaireRules(payload, marketing, String(seeded.quizId))
    const html = renderToStaticMarkup(createElement(RulesContent, { page, adminRoute: '/admin', graphHref: null }))
    const property = id('property-type')
    expect(html).toContain(`<a href="/admin/collections/questions/${property}?regle=choices.2.rules.0">`)
    expect(html).toContain(`<a href="/admin/collections/questions/${id('address')}?regle=rules.0">`)
    const lines = text(html)
    expect(lines).toContain(`1. ${title('property-type')}`)
    for (const rule of page.selected?.rules ?? []) expect(lines).toContain(rule.sentence)
    expect(lines).toContain(RULES_LIST_COPY.count(page.selected?.rules.length ?? 0, page.selected?.rules.length ?? 0))
  })

  it('shows a draft’s rule (what publishing would put live)', async () => {
    await payload.update({
      collection: 'questions',
      id: seeded.questionIds['start-date'],
      data: { rules: [{ noCondition: false, conditions: [{ link: 'et', question: seeded.questionIds.surface, operator: 'superieura', value: '100' }], goto: seeded.questionIds['has-photos'] }] },
      draft: true,
      user: marketing,
      overrideAccess: false,
    })
    const sentences = (await loadQuestionnaireRules(payload, marketing)).selected?.rules.map((rule) => rule.sentence)
    expect(sentences).toContain(`Si « ${title('surface')} » est supérieur à « 100 » alors aller à « ${title('has-photos')} »`)
  })

  it('refuses anyone but marketing and admins, customers included', async () => {
    const admin = asUser((await createUser(payload, 'admin')).user) as User
    expect((await loadQuestionnaireRules(payload, admin)).selected?.rules.length).toBeGreaterThan(0)
    for (const role of ['staff', 'curator', 'customer'] as const) {
      const user = asUser((await createUser(payload, role)).user) as User
      await expect(loadQuestionnaireRules(payload, user)).rejects.toMatchObject({ status: 403, message: RULES_LIST_COPY.noAccess })
    }
    await expect(loadQuestionnaireRules(payload, null)).rejects.toMatchObject({ status: 403 })
  })
})
