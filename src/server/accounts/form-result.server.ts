import { ValidationError } from 'payload'
import type { Payload } from 'payload'
import { DomainError } from '../../domain/errors.ts'
import { LoginFailedError } from '../../domain/accounts/errors.ts'
import { UNEXPECTED_ERROR } from '../v1/errors.server.ts'

/** What a form's server function answers: the value, or a French message for the form (and its field). */
export type FormResult<T = null> = { ok: true; value: T } | { ok: false; error: string; status: number; field?: string; title?: string }

/**
 * Runs a form action and turns expected failures into a result the form shows (the same French
 * messages as /v1); an unexpected failure is logged with its context and answered with a generic one.
 */
export async function formResult<T>(payload: Payload, action: () => Promise<T>): Promise<FormResult<T>> {
  try {
    return { ok: true, value: await action() }
  } catch (error) {
    if (error instanceof LoginFailedError) return { ok: false, error: error.message, status: error.status, title: error.title }
    if (error instanceof DomainError) return { ok: false, error: error.message, status: error.status, field: error.field }
    if (error instanceof ValidationError) {
      const first = error.data.errors[0]
      return { ok: false, error: first?.message ?? error.message, status: 400, field: first?.path }
    }
    const status = (error as { status?: number; isPublic?: boolean }).status
    if (status && status < 500 && (error as { isPublic?: boolean }).isPublic) return { ok: false, error: (error as Error).message, status }
    payload.logger.error({ err: error }, 'Erreur inattendue dans un formulaire de compte')
    return { ok: false, error: UNEXPECTED_ERROR, status: 500 }
  }
}
