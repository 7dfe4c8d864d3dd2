import { PROJECT_STATUS, heldStatus, type ProjectStatus } from '../workflow/index.ts'

/**
 * Whether the customer can sign now (issue #36): the signing ceremony seals the quote and the fee
 * presentation together, at 'En attente de signature' (10), once the deposit is paid (design/workflow.md).
 * Before that, what is still missing, in the order the customer meets it. One rule for the fee panel's
 * « Passer à la signature », the signature stage and the service that opens the signature.
 * NOTE: the deposit is read from the status: a project reaches 10 only on its deposit paid, for the amount
 * the product computes (the status guard's fact), and the demo projects seeded at 10 have no payment record.
 */
export type SignatureFacts = {
  /** The project's own status. */
  status: ProjectStatus
  /** The status held before an exception; read at 13 only. */
  statusBeforeException?: ProjectStatus | null
  /** The quote (or the contract staff attached in its place) is attached to the project. */
  hasQuote: boolean
  /** The fee presentation (honoraires) is attached to the project. */
  hasFeePresentation: boolean
}

/** What may stand between the customer and the signature. */
export type SignatureMissing = 'audit' | 'quote' | 'feePresentation' | 'deposit' | 'suspended'

export type SignatureReadiness = {
  /** Both documents are there, the deposit is paid, the project waits for its signature and is not on hold. */
  canSign: boolean
  /** Signed already (the project went past 10): nothing is missing and nothing is to sign. */
  isSigned: boolean
  /** What is still missing, in the order the customer meets it (empty when signing is possible or done). */
  missing: SignatureMissing[]
}

/** The missing pieces as the customer reads them, each a sentence. */
export const SIGNATURE_MISSING_MESSAGES: Record<SignatureMissing, string> = {
  audit: 'L’audit de votre projet n’est pas encore réglé.',
  quote: 'Le devis n’est pas encore disponible.',
  feePresentation: 'La présentation des honoraires n’est pas encore disponible.',
  deposit: 'L’acompte reste à régler.',
  suspended: 'Votre projet est suspendu : la signature reprendra avec lui.',
}

export function signatureReadiness(facts: SignatureFacts): SignatureReadiness {
  const shown = heldStatus({ visa: facts.status, statusBeforeException: facts.statusBeforeException })
  if (shown > PROJECT_STATUS.awaitingSignature) return { canSign: false, isSigned: true, missing: [] }
  const missing: SignatureMissing[] = []
  if (shown < PROJECT_STATUS.awaitingQuote) missing.push('audit')
  if (!facts.hasQuote) missing.push('quote')
  if (!facts.hasFeePresentation) missing.push('feePresentation')
  if (shown < PROJECT_STATUS.awaitingSignature) missing.push('deposit')
  if (facts.status === PROJECT_STATUS.exception) missing.push('suspended')
  return { canSign: missing.length === 0, isSigned: false, missing }
}
