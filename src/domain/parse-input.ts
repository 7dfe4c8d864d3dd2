import { z } from 'zod'
import { InvalidInputError } from './errors.ts'

/**
 * Parses input with a shared zod schema (classic or zod/mini: the domain's schemas the browser also loads
 * are written with zod/mini); the first issue becomes a 400 with its French message and field. A caller whose
 * schema carries no French messages (the /v1 wire schemas) passes `message`.
 */
export function parseInput<T extends z.core.$ZodType>(schema: T, value: unknown, { message }: { message?: string } = {}): z.output<T> {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidInputError(message ?? issue?.message, { field: issue?.path.join('.') || undefined })
}
