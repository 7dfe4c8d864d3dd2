import type { Payload } from 'payload'
import type { Project } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'
import type { DocId } from '../../domain/ids/index.ts'

/**
 * A visitor's project becomes its customer's: the account owns the project and every response, file, folder and
 * history entry of it, and the visitor key is spent (its hash cleared). A system action: the caller has checked the key.
 */
export async function giveProjectTo(payload: Payload, projectId: DocId | number, userId: number): Promise<Project> {
  const project = await payload.update({
    collection: slugs.projects,
    id: projectId,
    data: { owner: userId, visitorKeyHash: null },
    overrideAccess: true,
    context: { actor: 'system' },
    depth: 0,
  })
  // Its answers, files, folders and history follow the owner (the Projects hook moveContentsToNewOwner).
  return project
}
