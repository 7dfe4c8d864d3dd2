import { RuleViolationError } from '../errors.ts'
import { PROJECT_STATUS, PROJECT_STATUS_VALUES, isProjectStatus, statusLabel } from './project-status.ts'
import type { ProjectStatus } from './project-status.ts'

/** Who asks for a status change: the project's owner, a member of staff, or the app itself (payments). */
export type Actor = 'customer' | 'staff' | 'system'

export const ACTORS = ['customer', 'staff', 'system'] as const satisfies readonly Actor[]

export type WorkflowMove = {
  from: ProjectStatus
  to: ProjectStatus
  actors: readonly Actor[]
}

const S = PROJECT_STATUS

/**
 * The moves of design/workflow.md, 'moved by' column. Customers and the system may make these and nothing
 * else; staff may set any status, and this table only tells an ordinary staff move from an override.
 */
export const WORKFLOW_MOVES: readonly WorkflowMove[] = [
  // The first answer saved.
  { from: S.initialised, to: S.questionnaireInProgress, actors: ['system'] },
  // 'Terminer' on the closing slide, every required question answered.
  { from: S.questionnaireInProgress, to: S.awaitingEstimate, actors: ['customer'] },
  // Attaching the estimate PDF.
  { from: S.awaitingEstimate, to: S.estimateAvailable, actors: ['staff'] },
  // Confirming a booked appointment with 'Terminer', or accepting the estimate.
  { from: S.estimateAvailable, to: S.awaitingStyleChoice, actors: ['customer'] },
  // Cancelling, before it takes place, the appointment whose confirmation made the move above (the booking
  // service checks that appointment and moves the project as the system: a customer cannot post it).
  { from: S.awaitingStyleChoice, to: S.estimateAvailable, actors: ['system'] },
  // Opening the style selection for this project.
  { from: S.awaitingStyleChoice, to: S.styleChoiceAvailable, actors: ['staff'] },
  // The first style validation, which the customer may reach from 3, 4 or 5.
  { from: S.estimateAvailable, to: S.awaitingAudit, actors: ['customer'] },
  { from: S.awaitingStyleChoice, to: S.awaitingAudit, actors: ['customer'] },
  { from: S.styleChoiceAvailable, to: S.awaitingAudit, actors: ['customer'] },
  // Recording the audit and issuing its invoice.
  { from: S.awaitingAudit, to: S.awaitingAuditPayment, actors: ['staff'] },
  // Audit payment confirmed, by the payment provider or by staff.
  { from: S.awaitingAuditPayment, to: S.awaitingQuote, actors: ['system', 'staff'] },
  // Attaching the quote and the fee presentation.
  { from: S.awaitingQuote, to: S.awaitingQuotePayment, actors: ['staff'] },
  // Quote payment confirmed, by the payment provider or by staff.
  { from: S.awaitingQuotePayment, to: S.awaitingSignature, actors: ['system', 'staff'] },
  // The customer signs the contract.
  { from: S.awaitingSignature, to: S.worksInProgress, actors: ['customer'] },
  // The works are delivered.
  { from: S.worksInProgress, to: S.delivered, actors: ['staff'] },
]

/**
 * What kind of change an allowed transition is, for the project's history:
 * - 'unchanged': the status stays the same. NOTE: this is allowed for every actor, even on a project in
 *   exception, because nothing changes; callers should not record it as a change.
 * - 'workflow': a move of the table, made by an actor the table names.
 * - 'hold': staff puts the project in exception (13).
 * - 'restore': staff takes the project out of exception back to the status it held before.
 * - 'override': any other change by staff (an admin override).
 */
export type TransitionMove = 'unchanged' | 'workflow' | 'hold' | 'restore' | 'override'

export type TransitionCheck = { ok: true; move: TransitionMove } | { ok: false; reason: string }

export type TransitionRequest = {
  /** The current status. Typed loosely because it may come straight from stored data. */
  from: number
  /** The requested status, possibly posted by a client. */
  to: number
  actor: Actor
  /** The status held before the exception, when `from` is 13; only used to recognise a restore. */
  previousStatus?: ProjectStatus | null
}

function isWorkflowMove({ from, to, actor }: { from: ProjectStatus; to: ProjectStatus; actor: Actor }): boolean {
  return WORKFLOW_MOVES.some(
    (move) => move.from === from && move.to === to && move.actors.includes(actor),
  )
}

/**
 * Whether `actor` may change a project's status from `from` to `to` (design/workflow.md).
 * Customers and the system may only make the moves marked for them; staff may set any status.
 * A status outside 0..13 is refused. On refusal, `reason` is a French sentence fit for the user.
 */
export function checkTransition({ from, to, actor, previousStatus }: TransitionRequest): TransitionCheck {
  if (!isProjectStatus(from)) return { ok: false, reason: `Statut de projet inconnu : ${String(from)}.` }
  if (!isProjectStatus(to)) return { ok: false, reason: `Statut de projet inconnu : ${String(to)}.` }
  if (from === to) return { ok: true, move: 'unchanged' }

  if (actor === 'staff') {
    if (to === S.exception) return { ok: true, move: 'hold' }
    if (from === S.exception && to === previousStatus) return { ok: true, move: 'restore' }
    return { ok: true, move: isWorkflowMove({ from, to, actor }) ? 'workflow' : 'override' }
  }

  if (isWorkflowMove({ from, to, actor })) return { ok: true, move: 'workflow' }
  if (from === S.exception) {
    return { ok: false, reason: 'Le projet est en exception : seule l’équipe peut modifier son statut.' }
  }
  return {
    ok: false,
    reason: `Le projet ne peut pas passer du statut « ${statusLabel(from)} » au statut « ${statusLabel(to)} ».`,
  }
}

/**
 * Like {@link checkTransition}, but throws a {@link RuleViolationError} (422) with the French reason when
 * the change is not allowed. Returns the kind of move, for the history.
 */
export function assertTransition(request: TransitionRequest): TransitionMove {
  const check = checkTransition(request)
  if (!check.ok) throw new RuleViolationError(check.reason)
  return check.move
}

/**
 * The statuses `actor` may move a project to from `from`, in ascending order, the current one excluded.
 * For staff that is every other status; for a customer or the system, the moves of the table (none at 13).
 */
export function allowedNextStatuses({ from, actor }: { from: ProjectStatus; actor: Actor }): ProjectStatus[] {
  return PROJECT_STATUS_VALUES.filter((to) => to !== from && checkTransition({ from, to, actor }).ok)
}
