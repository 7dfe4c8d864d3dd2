import type { z } from 'zod'
import { InvalidInputError } from '../../domain/errors.ts'

/** Parses input with a shared zod schema; the first issue becomes a 400 with its French message and field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidInputError(issue?.message, { field: issue?.path.join('.') || undefined })
}
