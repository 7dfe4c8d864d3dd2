/**
 * Whether a database error is a unique-index violation, in the words of SQLite, PostgreSQL or Payload's
 * validation error (which names the field: Payload's MongoDB adapter turns MongoDB's E11000 into one).
 */
export function isUniqueViolation(error: unknown, field?: string): boolean {
  const text = `${(error as Error)?.message ?? ''} ${JSON.stringify((error as { data?: unknown })?.data ?? '')} ${String((error as { cause?: unknown })?.cause ?? '')}`
  return /unique|duplicate/i.test(text) || (field !== undefined && text.includes(field))
}
