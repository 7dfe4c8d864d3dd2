import { ForbiddenError, NotFoundError } from '../../domain/errors.ts'

/**
 * The one answer to a request on a record that is not the requester's (issue #37). A record the requester may
 * not know exists (another customer's project, document or photo, another customer's appointment) answers
 * exactly as an id or a name that names nothing: the same 404 with the same message (`notFound`, the caller's
 * own « introuvable »), so that no answer tells what exists. Whoever may know it exists (staff, who reach
 * every project) but may not do this gets the 403 ('unauthorized', which the spec's client matches).
 * Callers check who asks first: nobody identified is a 401 whatever the id.
 */
export function ownershipRefusal({ mayKnowItExists, notFound }: { mayKnowItExists: boolean; notFound: string }): ForbiddenError | NotFoundError {
  return mayKnowItExists ? new ForbiddenError() : new NotFoundError(notFound)
}
