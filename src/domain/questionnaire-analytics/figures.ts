/**
 * The median of a list of numbers: the middle one, or the mean of the two middle ones for an even count
 * (so equal values in the middle give that value). Null for an empty list.
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

/** `part / whole` from 0 to 1, or null when there is no whole to measure against. */
export function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null
}
