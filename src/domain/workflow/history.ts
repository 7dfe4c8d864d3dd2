/**
 * The project's history (design/workflow.md: 'every change, by anyone, is recorded with who, when, from,
 * to and why'): the words shown for each kind of move and who made it, the reasons trusted code gives,
 * and the rule that a staff override needs a reason.
 */
import { checkTransition } from './transitions.ts'
import type { Actor, TransitionMove } from './transitions.ts'
import type { ProjectStatus } from './project-status.ts'

/** A recorded change is never 'unchanged': that one is not a change. */
export type RecordedMove = Exclude<TransitionMove, 'unchanged'>

export const RECORDED_MOVES = ['workflow', 'hold', 'restore', 'override'] as const satisfies readonly RecordedMove[]

/** The kind of move, as staff and customers read it in the history. */
export const MOVE_LABELS: Record<RecordedMove, string> = {
  workflow: 'Étape du parcours',
  hold: 'Mise en exception',
  restore: 'Sortie d’exception',
  override: 'Changement manuel par l’équipe',
}

/**
 * The kind of move as a customer reads it on their project's timeline: putting a project on hold is
 * « Projet suspendu » there, never the staff's « exception » (design/workflow.md, status 13).
 */
export const CUSTOMER_MOVE_LABELS: Record<RecordedMove, string> = {
  ...MOVE_LABELS,
  hold: 'Projet suspendu',
  restore: 'Reprise du projet',
}

/** Who made the change, as a customer reads it on their own project's timeline. */
export const ACTOR_LABELS: Record<Actor, string> = {
  customer: 'Vous',
  staff: 'L’équipe Maisonnée',
  system: 'Maisonnée (automatique)',
}

/** Who made the change when no account is behind it (the app itself). */
export const SYSTEM_ACTOR_NAME = 'Système'

/** The reasons the app gives for the moves it makes itself (passed as `context.reason` by trusted code). */
export const STATUS_CHANGE_REASONS = {
  firstAnswer: 'Première réponse enregistrée.',
  questionnaireFinished: 'Questionnaire terminé par le client.',
  estimateAttached: 'Estimatif ajouté au projet.',
  quoteAndFeeAttached: 'Devis et présentation des honoraires ajoutés au projet.',
  demoProject: 'Projet de démonstration.',
  appointmentConfirmed: 'Rendez-vous confirmé par le client (« Terminer »).',
  appointmentCancelled: 'Rendez-vous confirmé annulé avant sa date : retour à l’estimatif disponible.',
} as const

/** The message shown when staff change a status outside the workflow without saying why. */
export const OVERRIDE_REASON_REQUIRED =
  'Indiquez le motif de ce changement de statut : il sort du parcours prévu et sera inscrit dans l’historique du projet.'

/** The longest reason kept, in characters. */
export const REASON_MAX_LENGTH = 500

/** A reason as typed: trimmed, empty means none. */
export function normalizeReason(reason: unknown): string | null {
  if (typeof reason !== 'string') return null
  const trimmed = reason.trim()
  return trimmed === '' ? null : trimmed.slice(0, REASON_MAX_LENGTH)
}

/**
 * Whether a move must come with a reason: staff overriding the workflow (a backward move, a jump) or
 * putting a project in and out of the exception must say why (design/workflow.md).
 */
export function isReasonRequired(move: TransitionMove): boolean {
  return move === 'override' || move === 'hold' || move === 'restore'
}

/**
 * The history entry of a status change, or null when nothing changed (or the change is refused, which
 * the status machine reports elsewhere).
 */
export function statusChangeOf({
  from,
  to,
  actor,
  previousStatus,
}: {
  from: number
  to: number
  actor: Actor
  previousStatus?: ProjectStatus | null
}): { from: ProjectStatus; to: ProjectStatus; move: RecordedMove } | null {
  const check = checkTransition({ from, to, actor, previousStatus })
  if (!check.ok || check.move === 'unchanged') return null
  return { from: from as ProjectStatus, to: to as ProjectStatus, move: check.move }
}
