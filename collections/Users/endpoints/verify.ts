import type { Endpoint } from 'payload'
import { NotFoundError } from '../../../src/domain/errors.ts'
import { domainErrorResponse } from '../../endpoints/error-response.ts'

/**
 * POST /api/users/verify/{token}, in place of Payload's own: Payload adds it to every auth collection, even
 * without `auth.verify` (accounts here are activated by the product's own link, /v1/user/activate). Its own
 * then looks the token up in a field this collection does not have and answers 500. There is nothing to
 * verify: a French 404.
 */
export const verifyEndpoint: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: () => domainErrorResponse(new NotFoundError()),
}
