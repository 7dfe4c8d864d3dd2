import { QueryError, type AfterErrorHook } from 'payload'
import { JSON_REFUSALS } from '../../src/server/http/json-body.ts'

export const UNKNOWN_QUERY_FIELD = 'Filtre invalide : ce champ n’existe pas ou ne peut pas servir de filtre.'

/**
 * Payload's REST answers to a request it cannot read, in French and as a 400: a `where` on a field that
 * does not exist or cannot be queried (Payload's QueryError, in English), and form data whose `_payload`
 * is not JSON (a SyntaxError, answered 500 by Payload). Any other error keeps Payload's answer.
 */
export const answerBadQueriesInFrench: AfterErrorHook = ({ error }) => {
  if (error instanceof QueryError) return { status: 400, response: { errors: [{ message: UNKNOWN_QUERY_FIELD }] } }
  if (error instanceof SyntaxError) return { status: 400, response: { errors: [{ message: JSON_REFUSALS.malformed }] } }
  return undefined
}
