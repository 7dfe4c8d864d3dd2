import { isContractSigned } from '../accounts/erasure.ts'
import { PROJECT_STATUS } from '../workflow/project-status.ts'

/** Why a customer may not delete a project, in French, quoted once for the server's refusal and the screens. */
export const PROJECT_DELETION_MESSAGES = {
  signed: 'Ce projet est signé\u00a0: il ne peut plus être supprimé. Son contrat est conservé 10\u00a0ans, comme la loi l’exige.',
  suspended: 'Ce projet est suspendu\u00a0: il ne peut pas être supprimé pour l’instant. Contactez votre conseiller.',
} as const

export type ProjectDeletionRefusal = keyof typeof PROJECT_DELETION_MESSAGES

/**
 * Why the requester may not delete a project, or null when they may: staff always may; a customer may not
 * once the contract is signed (11 and after, a project on hold since included: it is kept 10 years) nor
 * while the project is on hold (13, every customer action frozen). The server refuses with this reason
 * and the screens offer no « Supprimer » when there is one.
 */
export function projectDeletionRefusal({
  status,
  statusBeforeException,
  isStaff,
}: {
  status: number
  statusBeforeException?: number | null
  isStaff: boolean
}): ProjectDeletionRefusal | null {
  if (isStaff) return null
  if (isContractSigned({ status, statusBeforeException })) return 'signed'
  if (status === PROJECT_STATUS.exception) return 'suspended'
  return null
}
