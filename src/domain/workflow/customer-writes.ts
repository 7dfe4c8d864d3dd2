import { DomainError } from '../errors.ts'
import { PROJECT_STATUS } from './project-status.ts'

/**
 * The exception (13) freezes the customer (design/workflow.md: 'a banner on every project screen, every
 * customer action frozen, a contact link'): while staff hold a project, its customer (or the visitor who
 * holds its key) changes nothing of it, through any door. Staff are never frozen: they take the project
 * out of the exception.
 */

/** Said by every door that refuses a customer's write on a project on hold, and by the banner of every project screen. */
export const PROJECT_FROZEN_MESSAGE = 'Votre projet est momentanément suspendu par notre équipe\u00a0: aucune action n’est possible pour le moment.'

/** 422, like a RuleViolationError (design/api.md: 'rule broken'): a customer's write on a project on hold (status 13). */
export class ProjectFrozenError extends DomainError {
  override readonly name = 'ProjectFrozenError'

  constructor() {
    super(PROJECT_FROZEN_MESSAGE, { field: 'status', status: 422 })
  }
}

/**
 * Whether the customer may change anything of a project at this status: everywhere but the exception (13).
 * Typed loosely because the status comes from stored data.
 */
export function customerMayWrite(status: unknown): boolean {
  return status !== PROJECT_STATUS.exception
}

/** Like {@link customerMayWrite}, but throws the {@link ProjectFrozenError} a door answers with. */
export function assertCustomerMayWrite(status: unknown): void {
  if (!customerMayWrite(status)) throw new ProjectFrozenError()
}
