import { InvalidInputError } from '../../domain/errors.ts'

/**
 * Refuses (400) any input text holding the NUL character (U+0000): it never belongs in one, and
 * PostgreSQL refuses it in a text value or a search, which would fail the query with a 500.
 */
export function refuseNulCharacter(values: Iterable<string | null | undefined>): void {
  for (const value of values) {
    if (value?.includes('\u0000')) throw new InvalidInputError('Les données envoyées contiennent un caractère interdit.')
  }
}

/** Every string inside a parsed body (JSON or form fields), at any depth. */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item)
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) yield* [key, ...stringsIn(item)]
}
