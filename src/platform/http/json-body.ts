import { InvalidInputError } from '../../domain/errors.ts'

/** The largest JSON body read, on /v1 and on Payload's REST API: forms and documents are a few kilobytes. */
export const MAX_JSON_BYTES = 1024 * 1024
/** The deepest nesting of arrays and objects a JSON body may have: the product's deepest is under 10. */
export const MAX_JSON_DEPTH = 20

export const JSON_REFUSALS = {
  tooLarge: 'Le corps JSON de la requête dépasse 1 Mo.',
  tooDeep: `Le corps JSON de la requête est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`,
  malformed: 'Le corps de la requête n’est pas du JSON valide.',
} as const

/**
 * How deep the arrays and objects of a JSON text nest, read from its characters without parsing it (so
 * that a text nested a million times deep costs one pass and no stack). Brackets inside strings do not count.
 */
function nestingDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let isInString = false
  for (let at = 0; at < text.length; at++) {
    const character = text[at]
    if (isInString) {
      if (character === '\\') at++
      else if (character === '"') isInString = false
    } else if (character === '"') isInString = true
    else if (character === '{' || character === '[') deepest = Math.max(deepest, ++depth)
    else if (character === '}' || character === ']') depth--
  }
  return deepest
}

/** Why a JSON body is refused (a French message), or null when it may be parsed: size, nesting, syntax. */
export function jsonBodyRefusal(text: string, byteLength = Buffer.byteLength(text)): string | null {
  if (byteLength > MAX_JSON_BYTES) return JSON_REFUSALS.tooLarge
  if (nestingDepth(text) > MAX_JSON_DEPTH) return JSON_REFUSALS.tooDeep
  try {
    JSON.parse(text)
  } catch {
    // The refusal says why; the parser's own message (in English, with positions) helps no one.
    return JSON_REFUSALS.malformed
  }
  return null
}

/** A JSON body parsed, or a 400 with the French reason (too large, too deep, not JSON). */
export function parseJsonBody(text: string): unknown {
  const refusal = jsonBodyRefusal(text)
  if (refusal) throw new InvalidInputError(refusal)
  return JSON.parse(text) as unknown
}
