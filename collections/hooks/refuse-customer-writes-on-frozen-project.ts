import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest } from 'payload'
import { APIError } from 'payload'
import { slugs } from '../slugs.ts'
import { relationId } from '../fields/relation-id.ts'
import { statusActorOf } from '../Projects/status-actor.ts'
import { customerMayWrite, ProjectFrozenError } from '../../src/domain/workflow/index.ts'

/**
 * A project on hold (13) is frozen for its customer (design/workflow.md): the services refuse it at their
 * door (`reachProject(..., { forWrite: true })`); these hooks refuse it again for any customer's write
 * through the Local API, on the project itself and on what hangs off it that customers write (responses,
 * files, folders). Staff and the system (webhooks, jobs, services acting after their own check) are not frozen.
 * NOTE: refused as a public APIError with the domain error's status (422) and message, so that every door
 * (/v1, server functions, Payload's REST) answers it as the same rule.
 */
function refuse(): never {
  const frozen = new ProjectFrozenError()
  throw new APIError(frozen.message, frozen.status, null, true)
}

async function statusOfProject(req: PayloadRequest, projectId: string | number): Promise<unknown> {
  const project = await req.payload.findByID({ collection: slugs.projects, id: projectId, depth: 0, req, select: { status: true }, overrideAccess: true, disableErrors: true })
  return project?.status
}

async function refuseIfAnyFrozen(req: PayloadRequest, projectIds: ReadonlyArray<string | number | null>): Promise<void> {
  const ids = [...new Set(projectIds.filter((id) => id !== null).map(String))]
  for (const id of ids) if (!customerMayWrite(await statusOfProject(req, id))) refuse()
}

/** On create and update: the project as it stands (an update), or the project(s) the record hangs off, before and after. */
export const refuseCustomerWritesOnFrozenProject: CollectionBeforeChangeHook = async ({ collection, data, originalDoc, operation, req, context }) => {
  if (statusActorOf(req, context) !== 'customer') return data
  if (collection.slug === slugs.projects) {
    if (operation === 'update' && !customerMayWrite(originalDoc?.status)) refuse()
    return data
  }
  await refuseIfAnyFrozen(req, [relationId(data.project), relationId(originalDoc?.project)])
  return data
}

/** On delete: the project itself, or the project the record hangs off. */
export const refuseCustomerDeletesOnFrozenProject: CollectionBeforeDeleteHook = async ({ collection, id, req, context }) => {
  if (statusActorOf(req, context) !== 'customer') return
  if (collection.slug === slugs.projects) {
    if (!customerMayWrite(await statusOfProject(req, id))) refuse()
    return
  }
  const record = await req.payload.findByID({ collection: collection.slug as CollectionSlug, id, depth: 0, req, overrideAccess: true, disableErrors: true })
  await refuseIfAnyFrozen(req, [relationId((record as { project?: Parameters<typeof relationId>[0] } | null)?.project)])
}
