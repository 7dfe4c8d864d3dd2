import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { relationId } from '../../../collections/fields/relation-id.ts'
import { PROJECT_STATUS } from '../../domain/workflow/index.ts'
import { eraseProjects } from '../../../collections/Projects/erase-projects.server.ts'

/** How close a project's creation and last change must be for it to count as never changed since. */
const NEVER_CHANGED_MS = 2_000

/**
 * Erases the projects a crash left half-made by their first answer where the database has no transactions
 * (SQLite): saveFirstAnswer writes the project first, already at 1, then its response, so a project at 1
 * never changed since its creation and without any response is one whose first answer was never
 * acknowledged (nothing else makes a project at 1 without an answer). Run at start, before requests are
 * served; the number erased is logged.
 */
export async function removeAbandonedFirstAnswers(payload: Payload): Promise<number> {
  const { docs: projects } = await payload.find({
    collection: slugs.projects,
    where: { status: { equals: PROJECT_STATUS.questionnaireInProgress } },
    select: { createdAt: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const neverChanged = projects.filter((project) => Math.abs(Date.parse(project.updatedAt) - Date.parse(project.createdAt)) < NEVER_CHANGED_MS)
  if (neverChanged.length === 0) return 0
  const { docs: responses } = await payload.find({
    collection: slugs.responses,
    where: { project: { in: neverChanged.map((project) => project.id) } },
    select: { project: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const answered = new Set(responses.map((response) => String(relationId(response.project))))
  const abandoned = neverChanged.filter((project) => !answered.has(String(project.id))).map((project) => project.id)
  await eraseProjects(payload, abandoned)
  if (abandoned.length > 0) payload.logger.warn({ projects: abandoned }, 'Projets sans leur première réponse (arrêt brutal) effacés au démarrage')
  return abandoned.length
}
