import type { DocId } from '../../domain/ids/index.ts'

/**
 * The questionnaire's internal model, as its services and server functions give it to the site
 * (the /v1 serializers map the same services to the wire names).
 */

/** One answer given on a slide, in the engine's stored encoding (spec section 5). */
export type AnswerToSave = {
  /** null: no project yet, this first answer creates it. */
  projectId: DocId | null
  questionId: DocId
  value: string
  /** The names typed in an identity question (9), which its stored value (the phone) does not hold. */
  identity?: { firstName: string; lastName: string; acceptsTerms: boolean }
}

/** What the flow learns of a saved answer: the project it belongs to (created by a first answer). */
export type SavedAnswerSummary = { projectId: DocId }

/** A suggestion of the address or commune search: what the field shows and what the answer stores. */
export type Suggestion = { label: string; value: string }

/** The address search: `isAvailable` false when the national service could not answer (spec section 8). */
export type AddressSuggestions = { suggestions: Suggestion[]; isAvailable: boolean }

/** What the closing slide needs after 'Terminer' or the code: what happened, its French message, the indicative budget (euro cents). */
export type FinishStep = {
  outcome: 'finished' | 'codeSent' | 'attachedToExistingAccount' | 'passwordNeeded'
  /** For a code sent: by email, or by SMS to a visitor who gave a phone only (the code step's wording). */
  channel: 'email' | 'sms' | null
  message: string | null
  budget: { low: number; high: number } | null
}
