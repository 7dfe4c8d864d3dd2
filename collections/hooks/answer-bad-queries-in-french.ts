import { QueryError, type AfterErrorHook } from 'payload'
import { JSON_REFUSALS } from '../../src/platform/http/json-body.ts'

export const UNKNOWN_QUERY_FIELD = 'Filtre invalide : ce champ n’existe pas ou ne peut pas servir de filtre.'
export const MISTYPED_QUERY_VALUE = 'Filtre invalide : une valeur ne correspond pas au type du champ (un identifiant est attendu).'

/**
 * A filter value the database cannot compare with its column (`where[owner][like]=x` on a numeric relation):
 * SQLite refuses the NaN it becomes, PostgreSQL the text (invalid_text_representation, 22P02).
 */
function isMistypedFilterValue(error: unknown): boolean {
  const causes = [error, (error as { cause?: unknown })?.cause]
  return causes.some((cause) => {
    const { message = '', code } = (cause ?? {}) as { message?: string; code?: string }
    return code === '22P02' || /Only finite numbers|invalid input syntax for type/.test(message)
  })
}

/**
 * Payload's REST answers to a request it cannot read, in French and as a 400: a `where` on a field that
 * does not exist or cannot be queried (Payload's QueryError, in English), and form data whose `_payload`
 * is not JSON (a SyntaxError, answered 500 by Payload), and a filter value of the wrong type for its field
 * (a database error, answered 500). Any other error keeps Payload's answer.
 */
export const answerBadQueriesInFrench: AfterErrorHook = ({ error }) => {
  if (error instanceof QueryError) return { status: 400, response: { errors: [{ message: UNKNOWN_QUERY_FIELD }] } }
  if (error instanceof SyntaxError) return { status: 400, response: { errors: [{ message: JSON_REFUSALS.malformed }] } }
  if (isMistypedFilterValue(error)) return { status: 400, response: { errors: [{ message: MISTYPED_QUERY_VALUE }] } }
  return undefined
}
