import { PROJECT_STATUS, type ProjectStatus } from './project-status.ts'

/**
 * The moves of a project that tell its customer by email that they must act or that something happened
 * (issue #22), beside the estimate (its own email, when its document is attached) and the payment receipt:
 * the audit's fee due, the quote ready to pay, the contract to sign, the contract signed, the project suspended
 * and resumed, the project delivered. Each leads to the screen where the customer acts.
 */
export type StatusNotice = 'auditFeeDue' | 'quoteReady' | 'contractToSign' | 'contractSigned' | 'suspended' | 'resumed' | 'delivered'

/**
 * Whether a notice is sent whatever the customer's notification setting (Mon compte): what they must act on
 * or must know of their commitments. The delivery is news, like a new report: it follows the setting.
 */
export function isNoticeRequired(notice: StatusNotice): boolean {
  return notice !== 'delivered'
}

/** The notice a move from `from` to `to` sends, or null (a move the customer made or needs not hear of). */
export function statusNoticeOf(from: ProjectStatus | null, to: ProjectStatus): StatusNotice | null {
  if (from === to) return null
  if (to === PROJECT_STATUS.exception) return 'suspended'
  if (from === PROJECT_STATUS.exception) return 'resumed'
  switch (to) {
    case PROJECT_STATUS.awaitingAuditPayment:
      return 'auditFeeDue'
    case PROJECT_STATUS.awaitingQuotePayment:
      return 'quoteReady'
    case PROJECT_STATUS.awaitingSignature:
      return 'contractToSign'
    case PROJECT_STATUS.worksInProgress:
      return from === PROJECT_STATUS.awaitingSignature ? 'contractSigned' : null
    case PROJECT_STATUS.delivered:
      return 'delivered'
    default:
      return null
  }
}
