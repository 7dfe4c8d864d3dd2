import type { UIFieldServerProps } from 'payload'
import { COMMITMENT_PLACEHOLDERS, isCommitmentPlaceholder } from '../../domain/commitments/index.ts'

/** What a value not chosen yet says in the editor. */
const NOT_CHOSEN = 'Valeur à choisir'

/**
 * An inline placeholder of a legal text, in the back office's editor: the name of the value it shows (« SIRET »,
 * « Pourcentage d’acompte »), so that marketing reads the sentence, not a row of identical blocks.
 */
export function CommitmentValueLabel({ siblingData }: UIFieldServerProps) {
  const key: unknown = siblingData?.key
  return <span>{isCommitmentPlaceholder(key) ? COMMITMENT_PLACEHOLDERS[key] : NOT_CHOSEN}</span>
}
