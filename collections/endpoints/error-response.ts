import type { DomainError } from '../../src/domain/errors.ts'

/** A domain error as Payload's REST API answers its own: `{ errors: [{ message }] }` with the error's status. */
export function domainErrorResponse(error: DomainError, headers: HeadersInit = {}): Response {
  return Response.json({ errors: [{ message: error.message }] }, { status: error.status, headers })
}
