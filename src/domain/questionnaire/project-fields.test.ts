import { describe, expect, it } from 'vitest'
import { QUESTION_TYPE } from './model.ts'
import { projectFieldsFromAnswer, projectFieldsFromRooms } from './project-fields.ts'
import type { RoomEntry } from './storage.ts'
import { aQuestion, aQuestionnaire } from './test-builders.ts'

const kitchen: RoomEntry = { piece_id: '1', piece_value: 'cuisine', piece_title: 'Cuisine', piece_nbr: 1, piece_surface: 12, piece_renovation: '7' }
const bedrooms: RoomEntry = { piece_id: '2', piece_value: 'chambre', piece_title: 'Chambre', piece_nbr: 2, piece_surface: 24, piece_renovation: 'legere' }

describe('projectFieldsFromRooms', () => {
  it('sums the room count and the surface over the rooms', () => {
    const fields = projectFieldsFromRooms([kitchen, bedrooms])
    expect(fields.roomCount).toBe(3)
    expect(fields.surface).toBe(36)
  })

  it('keeps each room with its renovation type as an opaque id (never a number), none when it is empty', () => {
    expect(projectFieldsFromRooms([kitchen, bedrooms, { ...kitchen, piece_renovation: ' ' }]).rooms).toEqual([
      { pieceId: '1', value: 'cuisine', title: 'Cuisine', count: 1, surface: 12, renovationLevel: '7' },
      { pieceId: '2', value: 'chambre', title: 'Chambre', count: 2, surface: 24, renovationLevel: 'legere' },
      { pieceId: '1', value: 'cuisine', title: 'Cuisine', count: 1, surface: 12, renovationLevel: null },
    ])
  })

  it('gives no rooms, no count and no surface for no rooms', () => {
    expect(projectFieldsFromRooms([])).toEqual({ roomCount: 0, surface: 0, rooms: [] })
  })
})

const roomsQuestion = aQuestion('rooms', { type: QUESTION_TYPE.rooms })
const surfaceQuestion = aQuestion('surface', { type: QUESTION_TYPE.number, variable: 'surface' })
const withoutSurface = aQuestionnaire(roomsQuestion)
const withSurface = aQuestionnaire(surfaceQuestion, roomsQuestion)

describe('projectFieldsFromAnswer', () => {
  it('reads the rooms of a rooms answer, and their surface when the questionnaire does not ask the surface', () => {
    expect(projectFieldsFromAnswer(withoutSurface, roomsQuestion, JSON.stringify([kitchen]))).toEqual(projectFieldsFromRooms([kitchen]))
  })

  it('keeps the answered surface as the project surface: the rooms answer then leaves the surface alone', () => {
    expect(projectFieldsFromAnswer(withSurface, surfaceQuestion, '55.5')).toEqual({ surface: 55.5 })
    const fromRooms = projectFieldsFromAnswer(withSurface, roomsQuestion, JSON.stringify([kitchen, bedrooms]))
    expect(fromRooms).toEqual({ roomCount: 3, rooms: projectFieldsFromRooms([kitchen, bedrooms]).rooms })
  })

  it('sets the address from an address answer, and nothing from an empty one', () => {
    const question = aQuestion('address', { type: QUESTION_TYPE.address })
    expect(projectFieldsFromAnswer(withSurface, question, '18 rue de Paradis 75010 Paris')).toEqual({ address: '18 rue de Paradis 75010 Paris' })
    expect(projectFieldsFromAnswer(withSurface, question, '')).toEqual({})
  })

  it('sets the apartment type from the apartment_type question, whatever its case, only for a known type', () => {
    const question = aQuestion('type', { type: QUESTION_TYPE.singleChoice, variable: ' Apartment_Type ' })
    expect(projectFieldsFromAnswer(withSurface, question, '2')).toEqual({ apartmentType: '2' })
    expect(projectFieldsFromAnswer(withSurface, question, '4')).toEqual({})
  })

  it('changes nothing for any other answer', () => {
    expect(projectFieldsFromAnswer(withSurface, aQuestion('name', { variable: 'name' }), '2')).toEqual({})
  })
})
