import { describe, expect, it } from 'vitest'
import { QUESTION_TYPE } from './model.ts'
import { readableAnswers } from './summary.ts'
import { aChoice, aChoiceQuestion, aQuestion, aQuestionnaire, jumpTo, when } from './test-builders.ts'

describe('readableAnswers', () => {
  it('gives each answered question its title and the answer in words, in the order asked', () => {
    const questionnaire = aQuestionnaire(
      aChoiceQuestion('kind', QUESTION_TYPE.singleChoice, [aChoice('t2', { title: 'Deux pièces' }), aChoice('t3', { title: 'Trois pièces' })]),
      aChoiceQuestion('works', QUESTION_TYPE.multipleChoice, [aChoice('paint', { title: 'Peinture' }), aChoice('floor', { title: 'Sols' }), aChoice('other', { title: 'Autre', hasInput: true })]),
      aQuestion('when', { type: QUESTION_TYPE.date, title: 'Date souhaitée' }),
      aQuestion('notes', { type: QUESTION_TYPE.richText, title: 'Précisions' }),
    )
    const lines = readableAnswers(questionnaire, {
      notes: '<p>Lumière&nbsp;du sud</p>',
      kind: 't3',
      works: '["paint","Cuisine ouverte"]',
      when: '2027-03-05',
    })
    expect(lines).toEqual([
      { kind: 'text', questionId: 'kind', title: 'Question kind', text: 'Trois pièces' },
      { kind: 'text', questionId: 'works', title: 'Question works', text: 'Peinture, Cuisine ouverte' },
      { kind: 'text', questionId: 'when', title: 'Date souhaitée', text: '05/03/2027' },
      { kind: 'text', questionId: 'notes', title: 'Précisions', text: 'Lumière du sud' },
    ])
  })

  it('never shows the password, and gives rooms and images as lists', () => {
    const questionnaire = aQuestionnaire(
      aQuestion('pw', { type: QUESTION_TYPE.password }),
      aQuestion('rooms', { type: QUESTION_TYPE.rooms }),
      aQuestion('pics', { type: QUESTION_TYPE.imageUpload }),
    )
    const rooms = [{ piece_id: '1', piece_value: 'salon', piece_title: 'Salon', piece_nbr: 1, piece_surface: 24, piece_renovation: 'Complète' }]
    const lines = readableAnswers(questionnaire, { pw: 'secret', rooms: JSON.stringify(rooms), pics: '[{"folder_id":"5","folder_name":"cuisine.jpg"}]' })
    expect(lines.map((line) => line.questionId)).toEqual(['rooms', 'pics'])
    expect(lines[0]).toMatchObject({ kind: 'rooms', rooms })
    expect(lines[1]).toMatchObject({ kind: 'files', files: [{ folder_id: '5', folder_name: 'cuisine.jpg' }] })
  })

  it('leaves out answers of a branch the customer left', () => {
    const questionnaire = aQuestionnaire(
      aChoiceQuestion('a', QUESTION_TYPE.yesNo, [aChoice('oui', { rules: [jumpTo('c', when('a', 'est', 'oui'))] }), aChoice('non')], { rules: [jumpTo('c', when('a', 'est', 'oui'))] }),
      aQuestion('b'),
      aQuestion('c'),
    )
    const lines = readableAnswers(questionnaire, { a: 'oui', b: 'ancienne réponse', c: 'fin' })
    expect(lines.map((line) => line.questionId)).toEqual(['a', 'c'])
  })

  it('reads the identity answer (its phone) with the account holder’s name, the phone alone without one', () => {
    const questionnaire = aQuestionnaire(aQuestion('who', { type: QUESTION_TYPE.identity, title: 'Vos coordonnées' }))
    expect(readableAnswers(questionnaire, { who: '0612345678' }, { firstName: 'Claire', lastName: ' Martin ' })).toEqual([
      { kind: 'text', questionId: 'who', title: 'Vos coordonnées', text: 'Claire Martin · 0612345678' },
    ])
    expect(readableAnswers(questionnaire, { who: '0612345678' })[0]).toMatchObject({ text: '0612345678' })
  })
})
