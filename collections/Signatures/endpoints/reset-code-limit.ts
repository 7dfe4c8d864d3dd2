import type { Endpoint, Payload } from 'payload'
import type { User } from '../../../payload-types.ts'
import { ConflictError, DomainError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../src/domain/errors.ts'
import { SIGNING_MESSAGES } from '../../../src/domain/signature/messages.ts'
import { isWellFormedDocId } from '../../../src/platform/payload-id.server.ts'
import { userHasRole } from '../../access/roles-of.ts'
import { slugs } from '../../slugs.ts'

/**
 * POST /api/signatures/:id/reset-code-limit: lifts the cap on signature codes of a pending signature, for
 * a customer who asked for too many (resetSigningCodeLimit below). Staff and admins only; the
 * back office's button on the signature calls it.
 */
export const resetCodeLimitEndpoint: Endpoint = {
  path: '/:id/reset-code-limit',
  method: 'post',
  handler: async (req) => {
    try {
      await resetSigningCodeLimit(req.payload, { user: req.user as User | null, signatureId: String(req.routeParams?.id ?? '') })
      return Response.json({ message: RESET_DONE })
    } catch (error) {
      if (error instanceof DomainError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}

const RESET_DONE = 'Limite levée : le client peut demander un nouveau code.'

/**
 * POST /api/signatures/{id}/reset-code-limit, from the back office: lifts the cap on codes sent and the
 * wrong tries of a pending signature, for a customer who called in. Staff only (admin holds every role).
 */
export async function resetSigningCodeLimit(payload: Payload, { signatureId, user }: { signatureId: string; user: User | null }): Promise<void> {
  if (!user) throw new UnauthenticatedError()
  if (!userHasRole(user, 'staff')) throw new ForbiddenError(SIGNING_MESSAGES.staffOnly)
  if (!isWellFormedDocId(payload, signatureId)) throw new NotFoundError(SIGNING_MESSAGES.unknownSignature)
  const signature = await payload.findByID({ collection: slugs.signatures, id: signatureId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!signature) throw new NotFoundError(SIGNING_MESSAGES.unknownSignature)
  if (signature.status === 'signed') throw new ConflictError(SIGNING_MESSAGES.alreadySigned)
  await payload.update({ collection: slugs.signatures, id: signature.id, data: { codeSends: 0, codeAttempts: 0 }, depth: 0, overrideAccess: true })
  payload.logger.info({ signature: signature.id, by: user.id }, 'Limite des codes de signature levée')
}
