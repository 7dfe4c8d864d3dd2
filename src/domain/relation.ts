type Relation<T extends { id: number | string }> = number | string | T | null | undefined

/** The wire id of a relationship, populated or not: ids are opaque strings on the wire (design/api.md). */
export function wireId<T extends { id: number | string }>(value: Relation<T>): string | null {
  if (value === null || value === undefined) return null
  return String(typeof value === 'object' ? value.id : value)
}

/** The populated document of a relationship, or null when only its id was loaded. */
export function populated<T extends { id: number | string }>(value: Relation<T>): T | null {
  return value !== null && typeof value === 'object' ? value : null
}
