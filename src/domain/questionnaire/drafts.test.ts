import { describe, expect, it } from 'vitest'
import { draftAnswerSchema, draftFromStored, draftSchemaFor, emptyDraft } from './drafts.ts'
import type { QuestionType } from './model.ts'
import { aChoice, aChoiceQuestion, aQuestion } from './test-builders.ts'

describe('draftFromStored', () => {
  it('restores a free input typed in a choice', () => {
    const question = aChoiceQuestion('q', 3, [aChoice('oui'), aChoice('autre', { hasInput: true })])
    expect(draftFromStored(question, 'Seulement la cuisine')).toEqual({ value: 'autre', input: 'Seulement la cuisine' })
  })

  it('restores a commune code with its leading zero', () => {
    const question = aChoiceQuestion('q', 1, [], { variable: 'commune' })
    expect(draftFromStored(question, '1001')).toEqual({ value: '01001' })
  })

  it('restores free text of a multiple choice into its choice', () => {
    const question = aChoiceQuestion('q', 10, [aChoice('a'), aChoice('autre', { hasInput: true })])
    expect(draftFromStored(question, '["a","Dressing"]')).toEqual({
      values: ['a', 'autre'],
      inputs: { autre: 'Dressing' },
    })
  })

  it('gives no free text to a choice with an input that was checked without text', () => {
    const question = aChoiceQuestion('q', 10, [aChoice('a'), aChoice('autre', { hasInput: true })])
    expect(draftFromStored(question, '["autre","Inconnu"]')).toEqual({ values: ['autre', 'Inconnu'], inputs: {} })
  })

  it('shows a stored date as the date mask does', () => {
    expect(draftFromStored(aQuestion('q', { type: 8 }), '2024-03-15')).toBe('15/03/2024')
  })

  it('restores images with their folder ids', () => {
    const stored = '[{"folder_id":"f1","folder_name":"a.png"}]'
    expect(draftFromStored(aQuestion('q', { type: 2 }), stored)).toEqual({
      files: [{ folderId: 'f1', folderName: 'a.png' }],
    })
  })

  it('restores checked rooms and leaves the others blank', () => {
    const question = aChoiceQuestion('q', 13, [aChoice('cuisine', { pieceId: 'p1' }), aChoice('salon')])
    const stored = JSON.stringify([
      {
        piece_id: 'p1',
        piece_value: 'cuisine',
        piece_title: 'Cuisine',
        piece_nbr: 1,
        piece_surface: 12,
        piece_renovation: 'lvl-2',
      },
    ])
    expect(draftFromStored(question, stored)).toEqual({
      rooms: [
        { pieceId: 'p1', checked: true, count: '1', surface: '12', renovation: 'lvl-2' },
        { pieceId: 'salon', checked: false, count: '', surface: '', renovation: '' },
      ],
    })
  })

  it('never restores a password', () => {
    expect(draftFromStored(aQuestion('q', { type: 6 }), '********')).toEqual({ password: '', confirmation: '' })
  })

  it("reads the string 'null' as a blank answer", () => {
    expect(draftFromStored(aQuestion('q'), 'null')).toBe('')
  })
})

describe('emptyDraft', () => {
  const allTypes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const satisfies QuestionType[]

  it.each(allTypes)('has the draft shape of type %i', (type) => {
    const question = aChoiceQuestion('q', type, [aChoice('a')])
    expect(draftSchemaFor(type).safeParse(emptyDraft(question)).success).toBe(true)
  })
})

describe('draftAnswerSchema', () => {
  it.each([
    { shape: 'an address', draft: { label: '8 Bd du Port', value: '80021_6590_00008' } },
    { shape: 'a choice with free input', draft: { value: 'autre', input: 'Dressing' } },
    { shape: 'a multiple choice', draft: { values: ['a'], inputs: { autre: 'x' } } },
    { shape: 'an identity', draft: { firstName: 'Marie', lastName: 'Curie', phone: '06', acceptsTerms: true } },
    { shape: 'a text', draft: 'Bonjour' },
  ])('keeps every field of $shape', ({ draft }) => {
    expect(draftAnswerSchema.parse(draft)).toEqual(draft)
  })

  it('refuses a draft with fields of no draft shape', () => {
    expect(draftAnswerSchema.safeParse({ value: 'a', extra: true }).success).toBe(false)
  })
})
