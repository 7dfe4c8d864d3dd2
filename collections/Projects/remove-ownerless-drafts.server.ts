import type { Payload } from 'payload'
import { slugs } from '../slugs.ts'
import { ownerlessDraftCutoff } from '../../src/domain/projects/index.ts'
import { eraseProjects } from './erase-projects.server.ts'

/**
 * Erases the projects visitors started and never finished (no owner: finishing the questionnaire gives
 * the project to an account) whose last change is older than the retention, with everything under them.
 * Returns how many were erased.
 */
export async function removeOwnerlessDrafts(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.find({
    collection: slugs.projects,
    where: { and: [{ owner: { exists: false } }, { updatedAt: { less_than: ownerlessDraftCutoff(now).toISOString() } }] },
    select: {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const ids = docs.map((project) => project.id)
  await eraseProjects(payload, ids)
  if (ids.length > 0) payload.logger.info({ projects: ids.length }, 'Brouillons de visiteurs de plus de 30 jours effacés')
  return ids.length
}
