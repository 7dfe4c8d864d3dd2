import { describe, expect, it } from 'vitest'
import { deletionOfQuestion, isOffered, keepPickedChoices, pickedChoiceValues, removedChoices } from './retirement.ts'
import { aChoice, aChoiceQuestion, aQuestion } from './test-builders.ts'

describe('deletionOfQuestion', () => {
  it('retires a question that answers cite', () => {
    expect(deletionOfQuestion(1)).toBe('retire')
    expect(deletionOfQuestion(40)).toBe('retire')
  })

  it('deletes a question never answered', () => {
    expect(deletionOfQuestion(0)).toBe('delete')
  })
})

describe('isOffered', () => {
  it('offers what is not marked retired, a missing mark included', () => {
    expect(isOffered({})).toBe(true)
    expect(isOffered({ retired: null })).toBe(true)
    expect(isOffered({ retired: false })).toBe(true)
    expect(isOffered({ retired: true })).toBe(false)
  })
})

describe('pickedChoiceValues', () => {
  it('reads the picked choice of a single choice answer', () => {
    expect(pickedChoiceValues(aChoiceQuestion('q', 1, [aChoice('a'), aChoice('b')]), 'b')).toEqual(['b'])
  })

  it('gives free text typed in a choice to that choice', () => {
    const question = aChoiceQuestion('q', 3, [aChoice('oui'), aChoice('autre', { hasInput: true })])
    expect(pickedChoiceValues(question, 'Seulement la cuisine')).toEqual(['autre'])
  })

  it('reads every checked choice of a multiple choice answer once', () => {
    const question = aChoiceQuestion('q', 10, [aChoice('a'), aChoice('b'), aChoice('c')])
    expect(pickedChoiceValues(question, '["a","c","a"]')).toEqual(['a', 'c'])
  })

  it('reads the checked rooms of a rooms answer as their choices', () => {
    const question = aChoiceQuestion('q', 13, [aChoice('sejour', { pieceId: 'p1' }), aChoice('cuisine', { pieceId: 'p2' })])
    const stored = JSON.stringify([{ piece_id: 'p2', piece_value: 'cuisine', piece_title: 'Cuisine', piece_nbr: 1, piece_surface: 9, piece_renovation: 'totale' }])
    expect(pickedChoiceValues(question, stored)).toEqual(['cuisine'])
  })

  it('picks nothing for an empty answer or a question without choices', () => {
    expect(pickedChoiceValues(aChoiceQuestion('q', 1, [aChoice('a')]), '')).toEqual([])
    expect(pickedChoiceValues(aQuestion('q'), 'du texte')).toEqual([])
  })
})

describe('removedChoices', () => {
  it('lists the rows whose value the edit dropped', () => {
    expect(removedChoices([{ id: 'r1', value: 'a' }, { id: 'r2', value: 'b' }], [{ id: 'r2', value: 'b' }])).toEqual([{ id: 'r1', value: 'a' }])
    expect(removedChoices([{ value: 'a' }, { value: 'b' }], [{ value: 'b' }])).toEqual([{ value: 'a' }])
  })

  it('counts a value edited in place as the old value removed', () => {
    expect(removedChoices([{ id: 'r1', value: 'a' }, { id: 'r2', value: 'b' }], [{ id: 'r1', value: 'a2' }, { id: 'r2', value: 'b' }])).toEqual([{ id: 'r1', value: 'a' }])
  })
})

describe('keepPickedChoices', () => {
  const rows = [
    { id: 'r1', value: 'a' },
    { id: 'r2', value: 'b' },
    { id: 'r3', value: 'c' },
  ]

  it('keeps a removed choice that an answer picked, marked retired, after the edited ones', () => {
    expect(keepPickedChoices({ previous: rows, next: [rows[0]!, rows[2]!], picked: new Set(['b']) })).toEqual([
      { id: 'r1', value: 'a' },
      { id: 'r3', value: 'c' },
      { id: 'r2', value: 'b', retired: true },
    ])
  })

  it('lets a removed choice that no answer picked go', () => {
    expect(keepPickedChoices({ previous: rows, next: [rows[0]!], picked: new Set(['a']) })).toEqual([{ id: 'r1', value: 'a' }])
  })

  it('keeps the old value of a picked choice whose value was edited in place, retired, under a new id', () => {
    const next = [{ id: 'r1', value: 'a2' }, rows[1]!, rows[2]!]
    expect(keepPickedChoices({ previous: rows, next, picked: new Set(['a']) })).toEqual([...next, { value: 'a', retired: true }])
  })

  it('gives the rules of that retired copy no ids either (the edited row keeps them)', () => {
    const ruled = [{ id: 'r1', value: 'a', rules: [{ id: 'u1', goto: 7, conditions: [{ id: 'c1', value: 'x' }] }] }]
    const next = [{ ...ruled[0]!, value: 'a2' }]
    expect(keepPickedChoices({ previous: ruled, next, picked: new Set(['a']) })).toEqual([
      ...next,
      { value: 'a', rules: [{ goto: 7, conditions: [{ value: 'x' }] }], retired: true },
    ])
  })

  it('lets the old value of a choice never picked go when its value is edited in place', () => {
    const next = [{ id: 'r1', value: 'a2' }, rows[1]!, rows[2]!]
    expect(keepPickedChoices({ previous: rows, next, picked: new Set(['b']) })).toEqual(next)
  })

  it('does not count an edited title as a removal', () => {
    const next = [{ id: 'r1', value: 'a', title: 'A nouveau' }, rows[1]!, rows[2]!]
    expect(keepPickedChoices({ previous: rows, next, picked: new Set(['a']) })).toEqual(next)
  })

  it('matches rows without an id by value', () => {
    const previous = [{ value: 'a' }, { value: 'b' }]
    expect(keepPickedChoices({ previous, next: [{ value: 'a' }], picked: new Set(['b']) })).toEqual([{ value: 'a' }, { value: 'b', retired: true }])
  })

  it('keeps a retired choice removed again while answers still cite it', () => {
    const previous = [rows[0]!, { ...rows[1]!, retired: true }]
    expect(keepPickedChoices({ previous, next: [rows[0]!], picked: new Set(['b']) })).toEqual(previous)
  })

  it('leaves a choice brought back (retired unticked) as the edit says', () => {
    const next = [rows[0]!, { ...rows[1]!, retired: false }]
    expect(keepPickedChoices({ previous: [rows[0]!, { ...rows[1]!, retired: true }], next, picked: new Set(['b']) })).toEqual(next)
  })
})
