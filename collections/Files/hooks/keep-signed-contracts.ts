import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'
import { APIError } from 'payload'
import { slugs } from '../../slugs.ts'

export const SIGNED_CONTRACT_KIND = 'signed-contract'

export const SIGNED_CONTRACT_MESSAGE = 'Un contrat signé ne peut être ni modifié ni supprimé.'

/**
 * A signed contract's file never changes, whoever asks (staff and the admin included), except its owner when its
 * project changes hands: server code that says so with `context.moveOwner`, writing the owner only
 * (moveContentsToNewOwner).
 */
export const keepSignedContractsUnchanged: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  if (operation === 'update' && originalDoc?.kind === SIGNED_CONTRACT_KIND && context.moveOwner !== true) throw new APIError(SIGNED_CONTRACT_MESSAGE, 403, null, true)
  return data
}

/**
 * Nor is it deleted, except by server code that says so with `context.removeSignedContract`: erasing a
 * whole project (staff only: a customer can never erase a project whose contract is signed), or undoing a
 * signature that failed before it was complete.
 */
export const keepSignedContracts: CollectionBeforeDeleteHook = async ({ id, req, context }) => {
  if (context.removeSignedContract === true) return
  const file = await req.payload.findByID({ collection: slugs.files, id, depth: 0, overrideAccess: true, req, select: { kind: true }, disableErrors: true })
  if (file?.kind === SIGNED_CONTRACT_KIND) throw new APIError(SIGNED_CONTRACT_MESSAGE, 403, null, true)
}
