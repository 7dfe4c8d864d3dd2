import { describe, expect, it } from 'vitest'
import { lenientSearch, searchDocId, searchInteger, searchListOf, searchText } from './search-params'

describe('lenientSearch', () => {
  const validate = lenientSearch({
    word: searchText({ maxLength: 5 }),
    p: searchInteger({ min: 1 }),
    step: searchInteger({ min: -1, coerce: true }),
    types: searchListOf(['0', '1'] as const),
    src: searchText({ pattern: /^\/uploads\/\w+\.pdf$/ }),
  })

  it('keeps every parameter that reads', () => {
    expect(validate({ word: 'salon', p: 2, step: '-1', types: ['0', '1'], src: '/uploads/devis.pdf' })).toEqual({
      word: 'salon',
      p: 2,
      step: -1,
      types: ['0', '1'],
      src: '/uploads/devis.pdf',
    })
  })

  it('drops each parameter that does not read, and those it does not know, without refusing the rest', () => {
    expect(validate({ word: 'cuisine', p: 0, step: 'abc', types: ['0', '7'], src: 'https://ailleurs.fr/x.pdf', other: 1 })).toEqual({})
    expect(validate({ p: 1.5, step: '', word: 12 })).toEqual({})
    expect(validate({ p: '2', step: 3 })).toEqual({ step: 3 })
    expect(validate({ types: 'salon' })).toEqual({})
  })

  it('names every dropped parameter as undefined, so that the router’s unread value cannot show through', () => {
    const read = validate({ word: 12, p: 'x' })
    expect(Object.keys(read).sort()).toEqual(['p', 'src', 'step', 'types', 'word'])
    expect({ ...{ word: 12, p: 'x' }, ...read }).toEqual({})
  })

  it('coerces a text to a number only where asked, and only a whole one', () => {
    const coerced = searchInteger({ coerce: true })
    expect(coerced('12')).toBe(12)
    expect(coerced(' 7 ')).toBe(7)
    expect(coerced('1e3')).toBe(1000)
    expect(coerced('2.5')).toBeUndefined()
    expect(coerced(true)).toBeUndefined()
    expect(coerced(null)).toBeUndefined()
    expect(searchInteger()('12')).toBeUndefined()
  })

  it('reads an id as the router parsed it (a number for digits, an ObjectId as text), so the URL stays as given', () => {
    const id = searchDocId()
    expect(id(12)).toBe(12)
    expect(id('665f1c2b9e1d4a0012345678')).toBe('665f1c2b9e1d4a0012345678')
    for (const value of [0, -1, 1.5, '', 'abc', '12; drop', true, null, ['12']]) expect(id(value), String(value)).toBeUndefined()
  })
})
