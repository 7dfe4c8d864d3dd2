import { describe, expect, it } from 'vitest'
import { aChoice, aChoiceQuestion, aQuestion } from '../questionnaire/test-builders.ts'
import { QUESTION_TYPE } from '../questionnaire/model.ts'
import { choiceDistribution, chosenValues, isChoiceQuestion } from './distribution.ts'

const kind = aChoiceQuestion('kind', QUESTION_TYPE.singleChoice, [
  aChoice('flat', { title: 'Appartement' }),
  aChoice('other', { title: 'Autre', hasInput: true }),
])
const wishes = aChoiceQuestion('wishes', QUESTION_TYPE.multipleChoice, [
  aChoice('light', { title: 'Lumière' }),
  aChoice('more', { title: 'Autre souhait', hasInput: true }),
])
const commune = aChoiceQuestion('commune', QUESTION_TYPE.singleChoice, [aChoice('75056', { title: 'Paris' }), aChoice('01001', { title: 'L’Abergement' })], { variable: 'commune' })

describe('isChoiceQuestion', () => {
  it('takes single choice, yes/no and multiple choice, not the terms nor text', () => {
    expect([QUESTION_TYPE.singleChoice, QUESTION_TYPE.yesNo, QUESTION_TYPE.multipleChoice].every((type) => isChoiceQuestion(aQuestion('q', { type })))).toBe(true)
    expect([QUESTION_TYPE.terms, QUESTION_TYPE.text, QUESTION_TYPE.rooms].some((type) => isChoiceQuestion(aQuestion('q', { type })))).toBe(false)
  })

  it('leaves out a commune question, whose answers are communes rather than its choices', () => {
    expect(isChoiceQuestion(commune)).toBe(false)
  })
})

describe('chosenValues', () => {
  it('reads free text typed in a choice with an input as that choice', () => {
    expect(chosenValues(kind, 'Une péniche')).toEqual(['other'])
    expect(chosenValues(wishes, '["light","Une verrière"]')).toEqual(['light', 'more'])
  })

  it('reads an empty or unreadable answer as no choice', () => {
    expect(chosenValues(kind, '')).toEqual([])
    expect(chosenValues(wishes, 'not json')).toEqual([])
  })
})

describe('choiceDistribution', () => {
  it('counts per choice with its title, keeping the choices never picked', () => {
    const distribution = choiceDistribution(kind, ['flat', 'flat', 'Une péniche'])
    expect(distribution.choices).toEqual([
      { value: 'flat', label: 'Appartement', count: 2, share: 2 / 3 },
      { value: 'other', label: 'Autre', count: 1, share: 1 / 3 },
    ])
    expect(choiceDistribution(wishes, []).choices.map((choice) => choice.count)).toEqual([0, 0])
  })

  it('counts apart the values the question no longer offers', () => {
    const noInput = aChoiceQuestion('kind', QUESTION_TYPE.singleChoice, [aChoice('flat', { title: 'Appartement' })])
    expect(choiceDistribution(noInput, ['flat', 'castle', ''])).toMatchObject({ answered: 2, unlisted: 1, unlistedShare: 0.5 })
  })
})
