import { describe, expect, it } from 'vitest'
import { initialDraft, prefillDraft, prefillDrafts, type PrefillUser } from './prefill.ts'
import { aChoice, aChoiceQuestion, aQuestion } from './test-builders.ts'

const marie: PrefillUser = { firstName: 'Marie', lastName: 'Curie', email: 'marie@exemple.fr', phone: '0612345678' }

describe('prefillDraft', () => {
  it.each([
    { variable: 'fullname', draft: 'Marie Curie' },
    { variable: 'email', draft: 'marie@exemple.fr' },
    { variable: 'phone', draft: '0612345678' },
  ])('fills the $variable variable', ({ variable, draft }) => {
    expect(prefillDraft(aQuestion('q', { variable }), marie)).toBe(draft)
  })

  it('fills an identity question without accepting the terms', () => {
    expect(prefillDraft(aQuestion('q', { type: 9 }), marie)).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      phone: '0612345678',
      acceptsTerms: false,
    })
  })

  it('fills a full name with the names the user has', () => {
    expect(prefillDraft(aQuestion('q', { variable: 'fullname' }), { firstName: 'Marie', lastName: null })).toBe('Marie')
  })

  it('fills nothing the user does not have', () => {
    expect(prefillDraft(aQuestion('q', { variable: 'phone' }), { ...marie, phone: 'null' })).toBeNull()
  })

  it('fills nothing for other variables', () => {
    expect(prefillDraft(aQuestion('q', { variable: 'surface' }), marie)).toBeNull()
  })

  it('fills nothing in a choice question', () => {
    expect(prefillDraft(aChoiceQuestion('q', 1, [aChoice('a')], { variable: 'email' }), marie)).toBeNull()
  })
})

describe('initialDraft', () => {
  it('prefers the stored answer to the account', () => {
    expect(initialDraft(aQuestion('q', { variable: 'email' }), { stored: 'autre@exemple.fr', user: marie })).toBe(
      'autre@exemple.fr',
    )
  })

  it('prefills when nothing is stored', () => {
    expect(initialDraft(aQuestion('q', { variable: 'email' }), { stored: undefined, user: marie })).toBe(
      'marie@exemple.fr',
    )
  })

  it('gives a blank draft without user nor stored answer', () => {
    expect(initialDraft(aQuestion('q', { variable: 'email' }), { stored: undefined, user: null })).toBe('')
  })

  it('takes the names of an answered identity question from the account and its phone from storage', () => {
    expect(initialDraft(aQuestion('q', { type: 9 }), { stored: '0700000000', user: marie })).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      phone: '0700000000',
      acceptsTerms: false,
    })
  })
})

describe('prefillDrafts', () => {
  it('gives the drafts of the questions the account prefills, by question id, and nothing for the others', () => {
    const questions = [aQuestion('name', { variable: 'fullname' }), aQuestion('free', { variable: 'wishes' }), aQuestion('who', { type: 9 })]
    expect(prefillDrafts(questions, marie)).toEqual({
      name: 'Marie Curie',
      who: { firstName: 'Marie', lastName: 'Curie', phone: '0612345678', acceptsTerms: false },
    })
    expect(prefillDrafts(questions, {})).toEqual({})
  })
})
