import { toDocIdOrNull, type DocId } from '../ids/index.ts'
import { isApartmentType, type ApartmentType } from '../projects/apartment-types.ts'
import { hasVariable, QUESTION_TYPE, type Question, type Questionnaire } from './model.ts'
import { decodeRoomEntries, encodeRooms, type RoomEntry } from './storage.ts'
import { parseNumber } from './values.ts'

/** One room of a project as the project keeps it (the Projects collection's `rooms` rows). */
export type ProjectRoom = {
  pieceId: string
  value: string
  title: string
  count: number
  surface: number
  /**
   * The room's renovation type, which names a renovation level by its id when it is one: the server keeps
   * it as the level only when it is an id of this database (storedRooms), never as a number.
   */
  renovationLevel: DocId | null
}

/** The project's own fields an answer feeds (rooms, address, apartment type); empty for any other answer. */
export type ProjectFieldsFromAnswer = {
  roomCount?: number
  surface?: number
  rooms?: ProjectRoom[]
  address?: string
  apartmentType?: ApartmentType
}

/**
 * The project's rooms, room count and surface from the rooms of a rooms answer (the counts and surfaces
 * are the sums `encodeRooms` stores).
 */
export function projectFieldsFromRooms(rooms: readonly RoomEntry[]): Required<Pick<ProjectFieldsFromAnswer, 'roomCount' | 'surface' | 'rooms'>> {
  const { totals } = encodeRooms(rooms)
  return {
    roomCount: totals.pieceCount,
    surface: totals.surface,
    rooms: rooms.map((room) => ({
      pieceId: room.piece_id,
      value: room.piece_value,
      title: room.piece_title,
      count: room.piece_nbr,
      surface: room.piece_surface,
      renovationLevel: toDocIdOrNull(room.piece_renovation.trim()),
    })),
  }
}

/** Whether a questionnaire asks the home's surface itself (a question with the `surface` variable). */
function asksSurface(questionnaire: Questionnaire): boolean {
  return questionnaire.questions.some((question) => hasVariable(question, 'surface'))
}

/**
 * What a validated answer (its stored value) changes on the project itself, besides its status: the
 * question with the `surface` variable the project's surface (the surface the customer answered); the
 * rooms answer the rooms and their count, and the surface (the sum of the rooms) only in a questionnaire
 * that does not ask the surface; the address answer the address; a question with the `apartment_type`
 * variable the apartment type (only '0' to '3').
 */
export function projectFieldsFromAnswer(questionnaire: Questionnaire, question: Question, value: string): ProjectFieldsFromAnswer {
  if (question.type === QUESTION_TYPE.rooms) {
    const { surface, ...fields } = projectFieldsFromRooms(decodeRoomEntries(value))
    return asksSurface(questionnaire) ? fields : { ...fields, surface }
  }
  if (question.type === QUESTION_TYPE.address && value !== '') return { address: value }
  if (hasVariable(question, 'apartment_type') && isApartmentType(value)) return { apartmentType: value }
  if (hasVariable(question, 'surface')) {
    const surface = parseNumber(value)
    return surface === null || surface < 0 ? {} : { surface }
  }
  return {}
}
