/**
 * The project status (`project_visa` on the wire), as decided in design/workflow.md.
 * Labels are shown to customers and staff exactly as written.
 */
export const PROJECT_STATUSES = [
  { visa: 0, label: 'Initialisé' },
  { visa: 1, label: 'Questionnaire en cours' },
  { visa: 2, label: 'En attente de l’estimatif' },
  { visa: 3, label: 'Estimatif disponible' },
  { visa: 4, label: 'En attente du choix de style' },
  { visa: 5, label: 'Choix de style disponible' },
  { visa: 6, label: 'En attente de l’audit' },
  { visa: 7, label: 'En attente de paiement de l’audit' },
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

/** Whether a value is a known project status: an integer from 0 to 13. */
export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 13
}

/**
 * The French label of a status, as staff read it in the admin and the history. Customer screens and emails
 * read `projectProgress(...).statusLabel`, which says « Projet suspendu » rather than « Exception ».
 */
export function statusLabel(visa: ProjectStatus): string {
  return PROJECT_STATUSES[visa].label
}
