import type { Payload } from 'payload'
import { slugs } from '../../../collections/slugs.ts'
import { customerName } from '../../domain/accounts/index.ts'

/**
 * The name of a project's customer as the staff projects list shows it (src/admin/project-list), or null
 * when the account is gone. NOTE: read with full access: a list cell knows no user, and it is asked only
 * for the rows of a list its viewer may already read (staff, who read accounts too).
 */
export async function projectCustomerName(payload: Payload, ownerId: string | number): Promise<string | null> {
  const owner = await payload.findByID({
    collection: slugs.users,
    id: ownerId,
    depth: 0,
    select: { firstName: true, lastName: true, email: true, username: true },
    overrideAccess: true,
    disableErrors: true,
  })
  return owner ? customerName(owner) : null
}
