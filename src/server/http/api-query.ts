/** The answer to a malformed query string on Payload's REST API (/api). */
export const API_QUERY_REFUSAL = 'Paramètres de requête invalides.'

/**
 * How deep /api may populate relationships. Payload's own default is 2; measured on the demo data, a
 * customer asking depth=9 of /api/projects got 485 MB in 12 s and depth=10 crashed the answer (a 500).
 * The admin asks for 0 or 1.
 */
export const MAX_API_DEPTH = 3
/** The most documents one /api page may ask for (0 means Payload's own default). The admin asks for at most a few hundred. */
export const MAX_API_LIMIT = 10_000

const SCALAR_OPERATORS = new Set(['equals', 'not_equals', 'like', 'not_like', 'contains', 'exists'])
const COMPARISON_OPERATORS = new Set(['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
// NOTE: 'near', 'within' and 'intersects' only apply to point fields, and no collection has one: they are refused.

const INDEX = /^\d*$/
const NUMBER_PARAMS: Record<string, { min: number; max: number }> = {
  page: { min: 1, max: 999_999_999 },
  limit: { min: 0, max: MAX_API_LIMIT },
  depth: { min: 0, max: MAX_API_DEPTH },
}

/** `where[or][0][title][equals]` -> ['where', 'or', '0', 'title', 'equals'], or null when the brackets do not pair up. */
function keySegments(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return null
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)]
}

const isComparable = (value: string) => value.trim() !== '' && (Number.isFinite(Number(value)) || !Number.isNaN(Date.parse(value)))

/**
 * Whether one `where[...]` key and its value follow Payload's query grammar: `and`/`or` lists of
 * conditions, then a field path and one known operator, with a list index only for list operators.
 * Returns the operator, or null when malformed.
 */
function whereOperator(segments: string[], value: string): string | null {
  let at = 1
  while (segments[at] === 'and' || segments[at] === 'or') {
    if (!INDEX.test(segments[at + 1] ?? 'x')) return null
    at += 2
  }
  const [path, operator, ...rest] = segments.slice(at)
  if (!path || !operator || path.startsWith('$')) return null
  if (SCALAR_OPERATORS.has(operator)) return rest.length === 0 ? operator : null
  if (COMPARISON_OPERATORS.has(operator)) return rest.length === 0 && isComparable(value) ? operator : null
  if (LIST_OPERATORS.has(operator)) return rest.length === 0 || (rest.length === 1 && INDEX.test(rest[0]!)) ? operator : null
  return null
}

/**
 * Whether a query string sent to /api is one Payload answers without failing: `page`, `limit` and
 * `depth` as single whole numbers within bounds, and `where` as Payload's grammar writes it (what its
 * admin sends). Payload 3.90 answers a negative page, an operator inside an operator or a repeated
 * scalar with its generic 500, and an unbounded depth with hundreds of megabytes: such requests get a
 * 400 before reaching it. Other parameters (sort, select, draft, locale...) are Payload's to judge.
 */
export function isWellFormedApiQuery(params: URLSearchParams): boolean {
  const seen = new Set<string>()
  for (const [key, value] of params) {
    const segments = keySegments(key)
    const name = segments?.[0] ?? key.split('[')[0]!
    const bounds = NUMBER_PARAMS[name]
    if (bounds) {
      if (segments?.length !== 1 || seen.has(key) || !/^\d{1,9}$/.test(value)) return false
      if (Number(value) < bounds.min || Number(value) > bounds.max) return false
    }
    if (name === 'where') {
      const operator = segments && segments.length > 1 ? whereOperator(segments, value) : null
      if (!operator) return false
      // A repeated key becomes a list, which only list operators take.
      if (seen.has(key) && !LIST_OPERATORS.has(operator)) return false
    }
    seen.add(key)
  }
  return true
}
