import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { ANSWER_MESSAGES, type ProjectFieldsFromAnswer, type ProjectRoom } from '../../domain/questionnaire/index.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { isWellFormedDocId } from '../../platform/payload-id.server.ts'
import { relationTo } from '../payload-relation.server.ts'
import { relationId as relationIdOf } from '../../../collections/fields/relation-id.ts'

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

/**
 * Refuses with a 400 in French, before anything is written, stored rooms whose renovation level names no
 * level of this database (an id of the right form that is not there: Payload would refuse the relation
 * with a 500, after the answer's responses were written).
 */
export async function requireKnownLevels(payload: Payload, rooms: Project['rooms'] | undefined, field: string): Promise<void> {
  // The ids as storedRooms made them (this database's id type), compared as text to count each once.
  const byText = new Map<string, string | number>()
  for (const { renovationLevel } of rooms ?? []) {
    const id = relationIdOf(renovationLevel)
    if (id !== null) byText.set(String(id), id)
  }
  const ids = [...byText.values()]
  if (ids.length === 0) return
  const { totalDocs } = await payload.count({ collection: slugs.levels, where: { id: { in: ids } }, overrideAccess: true })
  if (totalDocs < ids.length) throw new InvalidInputError(ANSWER_MESSAGES.unknownRenovationLevel, { field })
}
