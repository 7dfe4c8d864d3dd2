import type { Payload } from 'payload'
import { slugs } from '../slugs.ts'

/** What hangs off a project and goes with it (upload collections take their files off the disk).
 * Payments stay, as accounting records, with their project emptied. */
const UNDER_A_PROJECT = [slugs.reports, slugs.responses, slugs.appointments, slugs.signatures, slugs.files, slugs.folders] as const

/**
 * Erases projects with everything under them. A system action: the caller has checked that the requester
 * may erase them (the project's owner, staff, or the RGPD erasure of an account).
 */
export async function eraseProjects(payload: Payload, projectIds: readonly number[]): Promise<void> {
  if (projectIds.length === 0) return
  const system = { overrideAccess: true as const, depth: 0, context: { removeSignedContract: true } }
  for (const collection of UNDER_A_PROJECT) await payload.delete({ collection, where: { project: { in: [...projectIds] } }, ...system })
  await payload.delete({ collection: slugs.projects, where: { id: { in: [...projectIds] } }, ...system })
}
