import type { Endpoint } from 'payload'
import type { User } from '../../../payload-types.ts'
import { DomainError } from '../../../src/domain/errors.ts'
import { resetSigningCodeLimit } from '../../../src/server/signature/signature.server.ts'

/**
 * POST /api/signatures/:id/reset-code-limit: lifts the cap on signature codes of a pending signature, for
 * a customer who asked for too many (src/server/signature/signature.server.ts). Staff and admins only; the
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
