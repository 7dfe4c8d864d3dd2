import { DomainError, RuleViolationError } from '../errors.ts'
import { PROJECT_STATUS, PROJECT_STATUS_VALUES, isProjectStatus, statusLabel } from './project-status.ts'
import type { ProjectStatus } from './project-status.ts'
import { checkTransition } from './transitions.ts'
import type { Actor, TransitionMove } from './transitions.ts'

/**
 * The one status guard of design/trust-boundary.md ('Moves'): whether a status move may happen, from who
 * asks ({@link checkTransition}) and from what the database says about the project (its facts). A forward
 * move needs the fact of every status it crosses, whoever asks: staff satisfy a fact by attaching the
 * document or recording the payment, never by overriding.
 */

/** What must be true of a project, read from the database, before it may reach a status. */
export type ProjectFact =
  | 'questionnaireComplete'
  | 'estimateAttached'
  | 'styleChosen'
  | 'auditPaid'
  | 'quoteAttached'
  | 'quotePaid'
  | 'contractSigned'

export const PROJECT_FACTS = [
  'questionnaireComplete',
  'estimateAttached',
  'styleChosen',
  'auditPaid',
  'quoteAttached',
  'quotePaid',
  'contractSigned',
] as const satisfies readonly ProjectFact[]

export type ProjectFacts = Record<ProjectFact, boolean>

const S = PROJECT_STATUS

/** The fact a status stands on (design/workflow.md, 'reached when'); the other statuses need none of their own. */
export const FACT_OF_STATUS: Partial<Record<ProjectStatus, ProjectFact>> = {
  [S.awaitingEstimate]: 'questionnaireComplete',
  [S.estimateAvailable]: 'estimateAttached',
  // The customer's first validation of a style: a project reaches the audit with the style it validated.
  [S.awaitingAudit]: 'styleChosen',
  [S.awaitingQuote]: 'auditPaid',
  [S.awaitingQuotePayment]: 'quoteAttached',
  [S.awaitingSignature]: 'quotePaid',
  [S.worksInProgress]: 'contractSigned',
}

/** What is missing, as the end of a French sentence: 'Le projet ne peut pas passer au statut « … » : <missing>.' */
export const MISSING_FACT_MESSAGES: Record<ProjectFact, string> = {
  questionnaireComplete: 'le questionnaire n’est pas complet (toutes les questions obligatoires doivent avoir une réponse)',
  estimateAttached: 'aucun estimatif n’est joint au projet',
  styleChosen: 'aucun style n’est choisi pour le projet',
  auditPaid: 'le paiement de l’audit n’est pas réglé pour le montant dû',
  quoteAttached: 'le devis et la présentation des honoraires ne sont pas joints au projet',
  quotePaid: 'le paiement du devis n’est pas réglé pour le montant dû',
  contractSigned: 'le devis et la présentation des honoraires ne sont pas signés en ligne, ou l’un des documents signés ne correspond plus à son empreinte',
}

/** Every fact true: for tests and for callers that have already checked. */
export const ALL_FACTS: ProjectFacts = Object.fromEntries(PROJECT_FACTS.map((fact) => [fact, true])) as ProjectFacts

/** 422, like a {@link RuleViolationError}: a status move refused because a fact is missing, which it names. */
export class MissingFactError extends DomainError {
  override readonly name = 'MissingFactError'
  readonly fact: ProjectFact

  constructor({ to, fact }: { to: ProjectStatus; fact: ProjectFact }) {
    super(missingFactMessage({ to, fact }), { field: 'status', status: 422 })
    this.fact = fact
  }
}

function missingFactMessage({ to, fact }: { to: ProjectStatus; fact: ProjectFact }): string {
  return `Le projet ne peut pas passer au statut « ${statusLabel(to)} » : ${MISSING_FACT_MESSAGES[fact]}.`
}

export type MoveRequest = {
  /** The current status. Typed loosely because it comes from stored data. */
  from: number
  /** The requested status. */
  to: number
  actor: Actor
  /** The status held before the exception, when `from` is 13. */
  previousStatus?: ProjectStatus | null
}

/**
 * The statuses a move crosses, whose facts it needs: those above where the project stands (above the status
 * held before an exception when leaving one) up to the target. None for a backward move or into 13.
 */
export function statusesCrossed({ from, to, previousStatus }: Omit<MoveRequest, 'actor'>): ProjectStatus[] {
  if (!isProjectStatus(from) || !isProjectStatus(to) || to === S.exception) return []
  const standing = from === S.exception ? (previousStatus ?? S.initialised) : from
  return PROJECT_STATUS_VALUES.filter((visa) => visa > standing && visa <= to)
}

/** The facts a move needs, in workflow order (so the first missing one is the one to act on first). */
export function factsNeeded(request: Omit<MoveRequest, 'actor'>): ProjectFact[] {
  return statusesCrossed(request).flatMap((visa) => {
    const fact = FACT_OF_STATUS[visa]
    return fact ? [fact] : []
  })
}

export type MoveCheck =
  | { ok: true; move: TransitionMove }
  | { ok: false; reason: string; missingFact: ProjectFact | null }

/**
 * Whether `actor` may move a project from `from` to `to` given its facts (read from the database):
 * the actor must be allowed the move ({@link checkTransition}: customers and the system only the moves of
 * the table, staff any, backwards and in and out of 13 included), and a forward move needs the fact of
 * every status it crosses, for everyone. On refusal `reason` is a French sentence naming what is missing.
 */
export function canMove({ facts, ...request }: MoveRequest & { facts: Partial<ProjectFacts> }): MoveCheck {
  const check = checkTransition(request)
  if (!check.ok) return { ok: false, reason: check.reason, missingFact: null }
  const missing = factsNeeded(request).find((fact) => facts[fact] !== true)
  if (missing) return { ok: false, reason: missingFactMessage({ to: request.to as ProjectStatus, fact: missing }), missingFact: missing }
  return check
}

/** Like {@link canMove}, but throws: a {@link MissingFactError} or a {@link RuleViolationError} (422). Returns the kind of move. */
export function assertCanMove(request: MoveRequest & { facts: Partial<ProjectFacts> }): TransitionMove {
  const check = canMove(request)
  if (check.ok) return check.move
  if (check.missingFact) throw new MissingFactError({ to: request.to as ProjectStatus, fact: check.missingFact })
  throw new RuleViolationError(check.reason, { field: 'status' })
}

export type StatusMoveOption = { to: ProjectStatus } & (
  | { isAllowed: true; move: TransitionMove }
  | { isAllowed: false; reason: string; missingFact: ProjectFact | null }
)

/** Every other status and whether `actor` may move the project there now, with the reason when not: for the back office. */
export function statusMoveOptions({ from, actor, previousStatus, facts }: { from: ProjectStatus; actor: Actor; previousStatus?: ProjectStatus | null; facts: Partial<ProjectFacts> }): StatusMoveOption[] {
  return PROJECT_STATUS_VALUES.filter((to) => to !== from).map((to) => {
    const check = canMove({ from, to, actor, previousStatus, facts })
    return check.ok ? { to, isAllowed: true, move: check.move } : { to, isAllowed: false, reason: check.reason, missingFact: check.missingFact }
  })
}
