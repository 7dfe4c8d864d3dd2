import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'

/**
 * The project's fields an answer feeds (surface, address, apartment type; rooms and their count), written
 * only when they change (issue #25: a project update through Payload costs about ten SQL statements).
 */

/**
 * The project fields an answer may write at the database adapter's level: values of the project's own row,
 * which none of the Projects collection's hooks reads or sets. NOTE: reviewed against every Projects hook
 * (collections/Projects/index.ts; the hooks test lists them): they act on a status change, the owner, the
 * rooms (the indicative budget), attached files and relations, none of which is here. Payload's own checks of
 * these values (a surface of at least 0, an apartment type of the list) are the domain's already
 * (projectFieldsFromAnswer gives no other). A field added here, or a hook added there that reads one of
 * these, must be reviewed again.
 */
export const ROW_FIELDS_OF_ANSWERS = ['surface', 'address', 'apartmentType'] as const

type RowField = (typeof ROW_FIELDS_OF_ANSWERS)[number]

const isRowField = (name: string): name is RowField => (ROW_FIELDS_OF_ANSWERS as readonly string[]).includes(name)

/** A room as compared: what is stored of it, its level as an id. */
const comparableRooms = (rooms: Project['rooms']) =>
  JSON.stringify(
    (rooms ?? []).map(({ pieceId, value, title, count, surface, renovationLevel }) => [pieceId ?? null, value ?? null, title ?? null, count ?? null, surface ?? null, relationId(renovationLevel)]),
  )

/** The fields of `changes` whose value differs from the project's (those an answer really changes). */
export function changedProjectFields(project: Project, changes: Partial<Project>): Partial<Project> {
  const changed: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(changes)) {
    const isSame = name === 'rooms' ? comparableRooms(value as Project['rooms']) === comparableRooms(project.rooms) : value === project[name as keyof Project]
    if (!isSame) changed[name] = value
  }
  return changed as Partial<Project>
}

/**
 * Writes `changes` on the project's row in one statement, when they are only ROW_FIELDS_OF_ANSWERS and the
 * project's status is still the one the ownership check read (a move in between, say to « en attente »,
 * leaves the write to Payload's update and its hooks). The project as it now is, or null when this path
 * does not apply.
 * NOTE: at the adapter's level, like the responses (responses.server.ts): the caller has passed the ownership
 * check (reachProject, for a write), and the hooks have nothing to do with these fields (ROW_FIELDS_OF_ANSWERS).
 * Only the changed columns are written, so two answers at once on different fields both stay.
 */
export async function writeRowFieldsOfAnswer(payload: Payload, project: Project, changes: Partial<Project>): Promise<Project | null> {
  if (!Object.keys(changes).every(isRowField)) return null
  const updatedAt = new Date().toISOString()
  const written = await payload.db.updateOne({
    collection: slugs.projects,
    where: { and: [{ id: { equals: project.id } }, { status: { equals: project.status } }] },
    data: { ...changes, updatedAt },
    options: { atomic: true },
    returning: true,
  })
  return written ? { ...project, ...changes, updatedAt } : null
}
