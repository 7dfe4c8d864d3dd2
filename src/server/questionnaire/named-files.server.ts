import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError } from '../../domain/errors.ts'
import { FOREIGN_FILE_MESSAGE, type NamedFile } from '../../domain/questionnaire/index.ts'
import type { DocId } from '../../domain/ids/index.ts'
import { payloadIdOf } from '../../platform/payload-id.server.ts'

/**
 * An answer may name only files sent for its own project (issue #37: an answer could name another customer's
 * files; inert, since they are served by their own access, but not the answer's to name): each named file is
 * one of the project's (its id too, where the answer keeps it), else the answer is a 400 and nothing is saved.
 * A first answer has no project yet, so it names none.
 */
export async function requireFilesOfProject(payload: Payload, { projectId, files }: { projectId: DocId | null; files: readonly NamedFile[] }): Promise<void> {
  if (files.length === 0) return
  if (projectId === null) throw new InvalidInputError(FOREIGN_FILE_MESSAGE, { field: 'response_value' })
  // NOTE: read as the system: the project's ownership is already checked, and this is the rule for its files.
  const { docs } = await payload.find({
    collection: slugs.files,
    where: { and: [{ project: { equals: payloadIdOf(payload, String(projectId)) } }, { filename: { in: files.map((file) => file.name) } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { filename: true },
  })
  const isProjects = (file: NamedFile) => docs.some((doc) => doc.filename === file.name && (file.id === null || String(doc.id) === file.id))
  if (!files.every(isProjects)) throw new InvalidInputError(FOREIGN_FILE_MESSAGE, { field: 'response_value' })
}
