import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import type { ProjectFieldsFromAnswer, ProjectRoom } from '../../domain/questionnaire/index.ts'
import { isWellFormedDocId } from '../../platform/payload-id.server.ts'
import { relationTo } from '../payload-relation.server.ts'

/**
 * The Projects collection's `rooms` rows: a renovation type that is an id of this database becomes the
 * renovation level relation (Payload checks the level exists); any other renovation type, none.
 */
export function storedRooms(payload: Payload, rooms: readonly ProjectRoom[]): NonNullable<Project['rooms']> {
  return rooms.map(({ renovationLevel, ...room }) => ({
    ...room,
    renovationLevel: renovationLevel !== null && isWellFormedDocId(payload, renovationLevel) ? relationTo(payload, renovationLevel) : null,
  }))
}

/** The project's fields an answer changes (projectFieldsFromAnswer), as the Projects collection stores them. */
export function storedProjectFields(payload: Payload, fields: ProjectFieldsFromAnswer): Partial<Project> {
  const { rooms, ...rest } = fields
  return rooms === undefined ? rest : { ...rest, rooms: storedRooms(payload, rooms) }
}
