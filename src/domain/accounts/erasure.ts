import { PROJECT_STATUS } from '../workflow/project-status.ts'

/**
 * How long a signed contract and its project are kept after an account is deleted: French law keeps
 * contracts concluded electronically for 10 years (Code de la consommation, L213-1) and accounting
 * records for 10 years (Code de commerce, L123-22).
 */
export const SIGNED_CONTRACT_RETENTION_YEARS = 10

export const ERASURE_COPY = {
  summary:
    'Votre compte, vos coordonnées, vos photos et vos projets sans contrat signé sont effacés définitivement. Vos projets dont le contrat est signé (suivi des travaux, livrés) sont conservés 10 ans, comme la loi l’exige, rattachés à un compte anonymisé : ils ne sont plus liés à votre nom, votre email ni votre téléphone.',
  confirmLabel: 'SUPPRIMER',
  confirmMismatch: 'Tapez SUPPRIMER en majuscules pour confirmer.',
} as const

/** Whether a project's contract was signed (works under way or delivered, including one on hold since). */
export function isContractSigned({ status, statusBeforeException }: { status: number; statusBeforeException?: number | null }): boolean {
  const effective = status === PROJECT_STATUS.exception ? (statusBeforeException ?? 0) : status
  return effective >= PROJECT_STATUS.worksInProgress
}
