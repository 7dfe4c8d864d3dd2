/**
 * The project status (`project_visa` on the wire), as decided in design/workflow.md.
 * Labels are shown to customers and staff exactly as written.
 */
export const PROJECT_STATUSES = [
  { visa: 0, label: 'Initialisé' },
  { visa: 1, label: 'Questionnaire en cours' },
  { visa: 2, label: "En attente de l'estimatif" },
  { visa: 3, label: 'Estimatif disponible' },
  { visa: 4, label: 'En attente du choix de style' },
  { visa: 5, label: 'Choix de style disponible' },
  { visa: 6, label: "En attente de l'audit" },
  { visa: 7, label: "En attente de paiement de l'audit" },
  { visa: 8, label: 'En attente de devis' },
  { visa: 9, label: 'En attente de paiement du devis' },
  { visa: 10, label: 'En attente de signature' },
  { visa: 11, label: 'Suivi des travaux' },
  { visa: 12, label: 'Livré' },
  { visa: 13, label: 'Exception' },
] as const

export type ProjectStatus = (typeof PROJECT_STATUSES)[number]['visa']

/** The statuses by name, so that code reads `PROJECT_STATUS.estimateAvailable` rather than `3`. */
export const PROJECT_STATUS = {
  initialised: 0,
  questionnaireInProgress: 1,
  awaitingEstimate: 2,
  estimateAvailable: 3,
  awaitingStyleChoice: 4,
  styleChoiceAvailable: 5,
  awaitingAudit: 6,
  awaitingAuditPayment: 7,
  awaitingQuote: 8,
  awaitingQuotePayment: 9,
  awaitingSignature: 10,
  worksInProgress: 11,
  delivered: 12,
  exception: 13,
} as const satisfies Record<string, ProjectStatus>

/** Every status value, in order: 0, 1, ..., 13. */
export const PROJECT_STATUS_VALUES = PROJECT_STATUSES.map((status) => status.visa)

/** The last status; progress is measured against it (spec section 9: 'Progress denominator 13'). */
const PROGRESS_DENOMINATOR = 13

/** Whether a value is a known project status: an integer from 0 to 13. */
export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 13
}

/** The French label of a status, as shown on cards, in the admin and in the history. */
export function statusLabel(visa: ProjectStatus): string {
  return PROJECT_STATUSES[visa].label
}

/**
 * Progress as a fraction from 0 to 1: visa / 13 (design/workflow.md). For a progress ring.
 * NOTE: the rule is applied as written, so Exception (13) reads as 1, like Livré (12) reads as 12/13.
 * A screen that wants the progress held before the exception passes that status instead.
 */
export function projectProgressRatio(visa: ProjectStatus): number {
  return visa / PROGRESS_DENOMINATOR
}

/**
 * Progress as a whole percentage, `Math.round(visa / 13 * 100)`: 0 at Initialisé, 8 at Questionnaire en
 * cours, 92 at Livré, 100 at Exception (see the note on {@link projectProgressRatio}).
 */
export function projectProgress(visa: ProjectStatus): number {
  return Math.round(projectProgressRatio(visa) * 100)
}
