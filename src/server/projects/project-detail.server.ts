import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import type { ProjectAccess, Requester } from './project-access.server.ts'

/**
 * How a service acts for a requester who reached a project (see `reachProject`): as the signed-in user under
 * the collections' access rules, or as the system for the visitor who holds the project's key.
 */
export function actingFor(access: ProjectAccess, requester: Requester) {
  return access.via === 'user' && requester.user ? { user: requester.user, overrideAccess: false as const } : { overrideAccess: true as const }
}

/**
 * The project as the project screen and GET /v1/project/one/{id} read it: its relations populated one level
 * (style, estimate, fee presentation and quote files), read with the requester's own access rights.
 */
export async function loadProjectDetail(payload: Payload, access: ProjectAccess, requester: Requester): Promise<Project> {
  return payload.findByID({
    collection: slugs.projects,
    id: access.project.id,
    depth: 1,
    populate: { [slugs.users]: { email: true } },
    ...actingFor(access, requester),
  })
}
