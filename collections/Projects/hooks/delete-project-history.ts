import type { CollectionBeforeDeleteHook } from 'payload'
import { slugs } from '../../slugs.ts'

/** A project's history goes with it (a customer's deletion, the RGPD erasure): nobody else may delete it. */
export const deleteProjectHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: slugs.projectHistory, where: { project: { equals: id } }, overrideAccess: true, req })
}
