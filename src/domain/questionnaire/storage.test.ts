import { describe, expect, it } from 'vitest'
import {
  decodeChoiceList,
  decodeFileList,
  decodeRoomEntries,
  encodeRooms,
  isStoredAnswerEmpty,
  parseQuestionData,
  type RoomEntry,
} from './storage.ts'
import { aChoice, aQuestion } from './test-builders.ts'

describe('parseQuestionData', () => {
  it('reads a JSON list of choices', () => {
    const choices = [aChoice('oui'), aChoice('non')]
    expect(parseQuestionData(JSON.stringify(choices))).toEqual(choices)
  })

  it('reads an already parsed list of choices', () => {
    expect(parseQuestionData([aChoice('oui')])).toEqual([aChoice('oui')])
  })

  it.each(['{', 'null', '{"value":"a"}', '[{"value":"a"}]', '', 42])('falls back to an empty list for %j', (data) => {
    expect(parseQuestionData(data)).toEqual([])
  })
})

describe('decodeChoiceList', () => {
  it('reads a JSON list of values', () => {
    expect(decodeChoiceList('["a","Texte libre"]')).toEqual(['a', 'Texte libre'])
  })

  it('reads numbers in the list as text', () => {
    expect(decodeChoiceList('[1,"2"]')).toEqual(['1', '2'])
  })

  it.each([undefined, '', 'a', '["a"', '{"a":1}', '[{"a":1}]', 'null'])(
    'falls back to an empty list for %j',
    (stored) => {
      expect(decodeChoiceList(stored)).toEqual([])
    },
  )
})

describe('decodeFileList', () => {
  it('reads folder ids as opaque text', () => {
    expect(decodeFileList('[{"folder_id":12,"folder_name":"a.png"}]')).toEqual([
      { folder_id: '12', folder_name: 'a.png' },
    ])
  })

  it.each([undefined, '', 'a.png', '[{"folder_name":"a.png"}]', '[1]'])(
    'falls back to an empty list for %j',
    (stored) => {
      expect(decodeFileList(stored)).toEqual([])
    },
  )
})

describe('rooms', () => {
  const kitchen: RoomEntry = {
    piece_id: 'p1',
    piece_value: 'cuisine',
    piece_title: 'Cuisine',
    piece_nbr: 1,
    piece_surface: 12,
    piece_renovation: 'lvl-2',
  }
  const bedrooms: RoomEntry = {
    ...kitchen,
    piece_id: 'p2',
    piece_value: 'chambre',
    piece_title: 'Chambre',
    piece_nbr: 2,
    piece_surface: 25,
  }

  it('writes three responses per room', () => {
    expect(encodeRooms([kitchen, bedrooms]).responses).toEqual([
      { label: 'cuisine', value: '1' },
      { label: 'cuisine_surface', value: '12' },
      { label: 'cuisine_type_renovation', value: 'lvl-2' },
      { label: 'chambre', value: '2' },
      { label: 'chambre_surface', value: '25' },
      { label: 'chambre_type_renovation', value: 'lvl-2' },
    ])
  })

  it("sums the project's room count and surface", () => {
    expect(encodeRooms([kitchen, bedrooms]).totals).toEqual({ pieceCount: 3, surface: 37 })
  })

  it('writes nothing for no room', () => {
    expect(encodeRooms([])).toEqual({ responses: [], totals: { pieceCount: 0, surface: 0 } })
  })

  it('reads stored room entries back', () => {
    expect(decodeRoomEntries(JSON.stringify([kitchen]))).toEqual([kitchen])
  })

  it.each([undefined, '', '{', '[{"piece_id":"p1"}]'])('falls back to no room for %j', (stored) => {
    expect(decodeRoomEntries(stored)).toEqual([])
  })
})

describe('isStoredAnswerEmpty', () => {
  it.each([
    { type: 0, stored: undefined, empty: true },
    { type: 0, stored: 'null', empty: true },
    { type: 0, stored: '[]', empty: false },
    { type: 0, stored: '0', empty: false },
    { type: 2, stored: '[]', empty: true },
    { type: 2, stored: '[{"folder_id":"1","folder_name":"a.png"}]', empty: false },
    { type: 5, stored: '<p>&nbsp;</p>', empty: true },
    { type: 5, stored: '<p>Bonjour</p>', empty: false },
    { type: 10, stored: '[]', empty: true },
    { type: 10, stored: 'pas du JSON', empty: true },
    { type: 10, stored: '["a"]', empty: false },
    { type: 13, stored: '[]', empty: true },
  ] as const)('is $empty for $stored in type $type', ({ type, stored, empty }) => {
    expect(isStoredAnswerEmpty(aQuestion('q', { type }), stored)).toBe(empty)
  })
})
