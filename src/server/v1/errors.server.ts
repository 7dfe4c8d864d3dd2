import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import type { Payload } from 'payload'
import { DomainError, WRONG_TOKEN, WrongTokenError } from '../../domain/errors.ts'
import { fail } from './envelope.ts'
import { REQUEST_ID_HEADER } from '../http/request-id.ts'
import { loggablePath } from '../http/loggable-path.ts'
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE } from '../http/unavailable.ts'
import { isDatabaseUnreachable } from '../../platform/database/unreachable.ts'

export const UNEXPECTED_ERROR = 'Une erreur inattendue est survenue. Veuillez réessayer dans un instant.'
const NOT_FOUND = 'Élément introuvable.'

/**
 * Maps any error to the /v1 failure envelope with the right status (design/api.md). Expected failures
 * (domain errors, Payload's validation, access and public API errors) carry their French message;
 * a database out of reach is the 503 of every door (never a 401/403/500 for an outage); anything else is
 * logged with its context and answered with a 500 that leaks nothing.
 */
export function errorResponse(error: unknown, { payload, request }: { payload?: Payload; request: Request }): Response {
  if (error instanceof WrongTokenError) return fail(error.status, error.message, {}, { code: WRONG_TOKEN })
  if (error instanceof DomainError) {
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds
    return fail(error.status, error.message, retryAfter ? { headers: { 'Retry-After': String(retryAfter) } } : {})
  }
  if (error instanceof ValidationError) return fail(400, error.data.errors[0]?.message ?? error.message)
  if (error instanceof Forbidden) return fail(403, 'unauthorized')
  if (error instanceof NotFound) return fail(404, NOT_FOUND)
  if (error instanceof APIError && error.status < 500 && error.isPublic) return fail(error.status, error.message)
  if (isDatabaseUnreachable(error)) {
    payload?.logger.warn({ err: error, reqId: request.headers.get(REQUEST_ID_HEADER) }, 'Base de données injoignable : 503')
    return fail(503, SERVICE_UNAVAILABLE, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } })
  }
  const context = { err: error, reqId: request.headers.get(REQUEST_ID_HEADER), method: request.method, url: loggablePath(new URL(request.url).pathname) }
  if (payload) payload.logger.error(context, 'Erreur inattendue sur /v1')
  else console.error('Erreur inattendue sur /v1', context)
  return fail(500, UNEXPECTED_ERROR)
}
