import type { Endpoint } from 'payload'
import type { User } from '../../../payload-types.ts'
import { DomainError } from '../../../src/domain/errors.ts'
import { staffStatusMoves } from '../status-moves.server.ts'

/**
 * GET /api/projects/:id/status-moves: the status moves staff may make now, and the blocked ones with the
 * fact each one misses (collections/Projects/status-moves.server.ts). Staff and admins only.
 */
export const statusMovesEndpoint: Endpoint = {
  path: '/:id/status-moves',
  method: 'get',
  handler: async (req) => {
    try {
      return Response.json(await staffStatusMoves(req.payload, { user: req.user as User | null, projectId: String(req.routeParams?.id ?? '') }))
    } catch (error) {
      if (error instanceof DomainError) return Response.json({ message: error.message }, { status: error.status })
      throw error
    }
  },
}
