import { describe, expect, it } from 'vitest'
import { aChoice, aChoiceQuestion, aQuestion, aQuestionnaire, jumpTo, when } from './test-builders.ts'
import { nextAskedQuestion, previousAskedQuestion, unaskedAnswers, type KnownAccount } from './unasked-answers.ts'
import { MASKED_PASSWORD } from './validation.ts'
import { resolvePath, isQuestionnaireComplete } from './path.ts'

// The seeded questionnaire's ending: a project question, then email, password, identity and consent.
const questionnaire = aQuestionnaire(
  aQuestion('surface', { type: 11 }),
  aQuestion('email', { type: 0, variable: 'email', optional: true }),
  aQuestion('password', { type: 6, variable: 'password' }),
  aQuestion('identity', { type: 9, variable: 'phone' }),
  aChoiceQuestion('consent', 12, [aChoice('accepte'), aChoice('refuse')], { variable: 'consent' }),
)
const account: KnownAccount = { email: 'alice@example.fr', firstName: 'Alice', lastName: 'Durand', phone: '06 12 34 56 78', hasConsented: true }

describe('unaskedAnswers', () => {
  it('answers email, password, contact details and consent from a complete account, as the answers store them', () => {
    expect(unaskedAnswers(questionnaire, { account })).toEqual({
      email: 'alice@example.fr',
      password: MASKED_PASSWORD,
      identity: '0612345678',
      consent: 'accepte',
    })
  })

  it('asks what the account does not know: no email, no phone, no consent yet', () => {
    const partial = { ...account, email: '', phone: '', hasConsented: false }
    expect(unaskedAnswers(questionnaire, { account: partial })).toEqual({ password: MASKED_PASSWORD })
  })

  it('asks the contact details again when the phone on file would be refused', () => {
    expect(unaskedAnswers(questionnaire, { account: { ...account, phone: '12' } })).not.toHaveProperty('identity')
  })

  it('answers a full name and a phone asked as free text', () => {
    const named = aQuestionnaire(aQuestion('name', { variable: 'fullname' }), aQuestion('tel', { variable: 'phone' }))
    expect(unaskedAnswers(named, { account })).toEqual({ name: 'Alice Durand', tel: '0612345678' })
  })

  it('leaves only the password unasked for a visitor (chosen after the emailed code)', () => {
    expect(unaskedAnswers(questionnaire, { account: null })).toEqual({ password: MASKED_PASSWORD })
  })

  it('makes a questionnaire complete once the asked questions are answered', () => {
    const known = unaskedAnswers(questionnaire, { account })
    expect(isQuestionnaireComplete(questionnaire, known)).toBe(false)
    expect(isQuestionnaireComplete(questionnaire, { ...known, surface: '40' })).toBe(true)
    expect(resolvePath(questionnaire, known).currentId).toBe('surface')
  })
})

describe('walking past the unasked questions', () => {
  const known = unaskedAnswers(questionnaire, { account })
  const unasked = new Set(Object.keys(known))

  it('goes from the last asked question to the closing slide, the unasked ones in the history', () => {
    expect(nextAskedQuestion(questionnaire, { history: ['surface'], answers: { ...known, surface: '40' }, unasked })).toEqual({
      next: null,
      history: ['surface', 'email', 'password', 'identity', 'consent'],
    })
  })

  it('stops at the first question the account does not answer', () => {
    const partial = unaskedAnswers(questionnaire, { account: { ...account, phone: '' } })
    const result = nextAskedQuestion(questionnaire, { history: ['surface'], answers: { ...partial, surface: '40' }, unasked: new Set(Object.keys(partial)) })
    expect(result).toEqual({ next: 'identity', history: ['surface', 'email', 'password', 'identity'] })
  })

  it('starts past unasked questions at the top of the questionnaire', () => {
    const emailFirst = aQuestionnaire(aQuestion('email', { variable: 'email' }), aQuestion('surface', { type: 11 }))
    expect(nextAskedQuestion(emailFirst, { history: [], answers: { email: 'alice@example.fr' }, unasked: new Set(['email']) })).toEqual({ next: 'surface', history: ['email', 'surface'] })
  })

  it('lets the rules after an unasked question read its answer', () => {
    const branching = aQuestionnaire(
      aQuestion('surface', { type: 11 }),
      aQuestion('email', { variable: 'email', rules: [jumpTo('pro', when('email', 'contient', '@example.fr'))] }),
      aQuestion('other'),
      aQuestion('pro'),
    )
    expect(nextAskedQuestion(branching, { history: ['surface'], answers: { surface: '40', email: 'alice@example.fr' }, unasked: new Set(['email']) }).next).toBe('pro')
  })

  it('goes back to the latest asked question, never to an unasked one', () => {
    const history = ['surface', 'email', 'password', 'identity', 'consent']
    expect(previousAskedQuestion(history, { unasked, fromEnd: true })).toEqual({ id: 'surface', history: ['surface'] })
    expect(previousAskedQuestion(['surface', 'email', 'password', 'identity'], { unasked: new Set(['email', 'password']) })).toEqual({ id: 'surface', history: ['surface'] })
    expect(previousAskedQuestion(['email', 'surface'], { unasked: new Set(['email']) })).toBeNull()
    expect(previousAskedQuestion(['a', 'b'], { unasked: new Set() })).toEqual({ id: 'a', history: ['a'] })
  })
})
