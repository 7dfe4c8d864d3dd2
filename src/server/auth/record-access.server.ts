import type { Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { slugs } from '../../../collections/slugs.ts'

/** Whether the user may open this project (their own, or any for staff): the same access rules as every read. */
export async function canOpenProject(payload: Payload, user: User, projectId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: slugs.projects,
    where: { id: { equals: projectId } },
    user: { ...user, collection: slugs.users },
    overrideAccess: false,
  })
  return totalDocs > 0
}
