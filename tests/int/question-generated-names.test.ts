import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootMarketingQuestionnaire, type MarketingQuestionnaire } from './support/marketing-questionnaire.ts'
import { refusalMessage } from './support/fixtures.ts'
import { GENERATED_NAMES_COPY } from '../../src/domain/questionnaire/generated-names-copy.ts'
import type { Question } from '../../payload-types.ts'

/**
 * Choice values and variables drawn from labels (issue #23): a marketer types labels; the values and the
 * variable left empty are drawn from them on create, and for new choices only (answers cite saved values).
 */

let ctx: MarketingQuestionnaire
beforeAll(async () => {
  ctx = await bootMarketingQuestionnaire()
}, 300_000)
afterAll(() => ctx?.cleanup())

const valuesOf = (question: Question) => (question.choices ?? []).map((choice) => choice.value)

async function aQuestionWithoutNames(title: string): Promise<Question> {
  return ctx.payload.create({
    collection: 'questions',
    data: {
      quiz: ctx.seeded.quizId,
      position: 50,
      title,
      type: '1',
      // NOTE: `value` is what the marketer leaves empty; the types make it required.
      choices: [{ title: 'Un appartement' }, { title: 'Une maison de ville' }, { title: 'Un appartement' }] as Question['choices'],
    },
    ...ctx.asMarketing(),
  })
}

describe('a question created with labels only', () => {
  it('stores values drawn from the labels, unique within the question, and a variable unique within the questionnaire', async () => {
    // The demo questionnaire already has the variable « budget ».
    const question = await aQuestionWithoutNames('Budget')
    expect(valuesOf(question)).toEqual(['un-appartement', 'une-maison-de-ville', 'un-appartement-2'])
    expect(question.variable).toBe('budget_2')
    const stored = await ctx.payload.findByID({ collection: 'questions', id: question.id, depth: 0, draft: true, overrideAccess: true })
    expect(valuesOf(stored)).toEqual(['un-appartement', 'une-maison-de-ville', 'un-appartement-2'])

    const again = await aQuestionWithoutNames('Budget')
    expect(again.variable).toBe('budget_3')
  })

  it('keeps the values and the variable the marketer typed', async () => {
    const question = await ctx.payload.create({
      collection: 'questions',
      data: { quiz: ctx.seeded.quizId, position: 51, title: 'Chauffage', variable: 'heating', type: '1', choices: [{ value: 'gaz', title: 'Au gaz' }] },
      ...ctx.asMarketing(),
    })
    expect(question.variable).toBe('heating')
    expect(valuesOf(question)).toEqual(['gaz'])
  })
})

describe('editing a saved question', () => {
  it('never changes a saved choice’s value when its label changes; a new choice gets one from its label', async () => {
    const question = await aQuestionWithoutNames('Type de bien')
    const [flat, house] = question.choices ?? []
    const edited = await ctx.payload.update({
      collection: 'questions',
      id: question.id,
      data: {
        title: 'Quel bien ?',
        choices: [{ ...flat!, title: 'Un grand appartement' }, house!, { title: 'Un appartement' }] as Question['choices'],
      },
      ...ctx.asMarketing(),
    })
    expect(edited.variable).toBe('type_de_bien')
    expect((edited.choices ?? []).map((choice) => [choice.title, choice.value])).toEqual([
      ['Un grand appartement', 'un-appartement'],
      ['Une maison de ville', 'une-maison-de-ville'],
      // The removed third choice's value is not reused.
      ['Un appartement', 'un-appartement-3'],
    ])
  })

  it('refuses, in French on the field, a saved choice’s value emptied', async () => {
    const question = await aQuestionWithoutNames('Type de local')
    const [flat, ...others] = question.choices ?? []
    const message = await refusalMessage(
      ctx.payload.update({ collection: 'questions', id: question.id, data: { choices: [{ ...flat!, value: '' }, ...others] }, ...ctx.asMarketing() }),
    )
    expect(message).toBe(GENERATED_NAMES_COPY.savedValueEmptied)
    const stored = await ctx.payload.findByID({ collection: 'questions', id: question.id, depth: 0, draft: true, overrideAccess: true })
    expect(valuesOf(stored)).toEqual(['un-appartement', 'une-maison-de-ville', 'un-appartement-2'])
  })
})

describe('a question created without a position (the admin form has none to type)', () => {
  it('comes after every question of its questionnaire, drafts included, not tied with the first', async () => {
    const before = await ctx.payload.find({ collection: 'questions', where: { quiz: { equals: ctx.seeded.quizId } }, draft: true, depth: 0, pagination: false, overrideAccess: true })
    const last = Math.max(...before.docs.map((question) => question.position))
    const question = await ctx.payload.create({
      collection: 'questions',
      // NOTE: `position` is what the form leaves out; the types make it required.
      data: { quiz: ctx.seeded.quizId, title: 'Avez-vous un balcon ?', type: '1', choices: [{ title: 'Oui' }, { title: 'Non' }] } as Omit<Question, 'id' | 'createdAt' | 'updatedAt'>,
      ...ctx.asMarketing(),
    })
    expect(question.position).toBe(last + 1)
    const next = await ctx.payload.create({
      collection: 'questions',
      data: { quiz: ctx.seeded.quizId, title: 'Avez-vous une cave ?', type: '1', choices: [{ title: 'Oui' }] } as Omit<Question, 'id' | 'createdAt' | 'updatedAt'>,
      ...ctx.asMarketing(),
    })
    expect(next.position).toBe(last + 2)
  })
})

describe('a question duplicated (« Dupliquer »)', () => {
  it('gets a variable of its own and comes last, as a new question does', async () => {
    const original = await aQuestionWithoutNames('Chauffage actuel')
    const before = await ctx.payload.find({ collection: 'questions', where: { quiz: { equals: ctx.seeded.quizId } }, draft: true, depth: 0, pagination: false, overrideAccess: true })
    const last = Math.max(...before.docs.map((question) => question.position))
    const copy = await ctx.payload.duplicate({ collection: 'questions', id: original.id, ...ctx.asMarketing() })
    expect(copy.title).toBe(original.title)
    expect(valuesOf(copy)).toEqual(valuesOf(original))
    expect(copy.variable).toBe(`${original.variable}_2`)
    expect(copy.position).toBe(last + 1)
  })
})
