import { ValidationError, type Payload } from 'payload'
import type { Project, User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import { InvalidInputError, NotFoundError, RuleViolationError, UnauthenticatedError } from '../../domain/errors.ts'
import { PROJECT_UPDATE_MESSAGES, projectUpdateData, projectUpdateSchema } from './project-update-input.ts'
import { isWellFormedDocId } from '../../platform/payload-id.server.ts'
import { reachProject } from './project-access.server.ts'
import { loadProjectDetail } from './project-detail.server.ts'
import { requireKnownLevels } from './stored-rooms.server.ts'
import type { DocId } from '../../domain/ids/index.ts'

/** Parses a /v1 body with a schema; a refusal is a 400 with the schema's French message. */
export function parseWireInput<T>(schema: { safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } } }, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = issue?.path[0]
  throw new InvalidInputError(issue?.message, typeof field === 'string' ? { field } : {})
}

/**
 * Runs a write to a project and turns the status machine's refusal (the Projects hook's ValidationError on
 * `status`) into a 422 with its French reason. Nothing is written when it refuses.
 */
export async function withStatusRule<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const statusError = error instanceof ValidationError ? error.data.errors.find((issue) => issue.path === 'status') : undefined
    if (statusError) throw new RuleViolationError(statusError.message, { field: 'status', cause: error })
    throw error
  }
}

/**
 * POST /v1/project/update/{id}: the fields a customer may edit, as the signed-in owner (or staff), under the
 * collections' access rules. A chosen style must be one the user may read (a catalogue style or their own).
 */
export async function updateProject(payload: Payload, { projectId, user, body }: { projectId: DocId | number; user: User | null; body: unknown }): Promise<Project> {
  if (!user) throw new UnauthenticatedError()
  await reachProject(payload, projectId, { user, visitorKey: null }, { forWrite: true })
  const input = parseWireInput(projectUpdateSchema, body)
  if (input.fk_project_style) {
    if (!isWellFormedDocId(payload, input.fk_project_style)) throw new InvalidInputError(PROJECT_UPDATE_MESSAGES.style, { field: 'fk_project_style' })
    const style = await payload.findByID({ collection: slugs.styles, id: input.fk_project_style, depth: 0, user, overrideAccess: false, disableErrors: true })
    if (!style) throw new NotFoundError('Style introuvable.')
  }
  const data = projectUpdateData(payload, input)
  await requireKnownLevels(payload, data.rooms as Project['rooms'], 'project_pieces')
  await withStatusRule(() => payload.update({ collection: slugs.projects, id: projectId, data, depth: 0, user, overrideAccess: false }))
  return loadProjectDetail(payload, { project: { id: projectId } as Project, via: 'user' }, { user, visitorKey: null })
}
