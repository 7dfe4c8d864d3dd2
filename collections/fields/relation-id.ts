type Relation = string | number | { id: string | number } | null | undefined

/** The id behind a relationship value, whether it was populated or not. */
export function relationId(value: Relation): string | number | null {
  if (value === null || value === undefined || value === '') return null
  return typeof value === 'object' ? value.id : value
}
