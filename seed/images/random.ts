/**
 * A small seeded random generator, so that the same seed always draws the same picture: re-seeding
 * gives byte-identical images (and stable file sizes) from one run to the next.
 */
export type Random = {
  /** A number in [0, 1). */
  next: () => number
  /** A number in [min, max). */
  between: (min: number, max: number) => number
  /** An integer in [min, max]. */
  integer: (min: number, max: number) => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
}

/** FNV-1a: turns a text seed ('scandinave-3') into 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) {
    hash ^= seed.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: tiny, fast and good enough for drawing. */
export function createRandom(seed: string): Random {
  let state = hashSeed(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + next() * (max - min)
  return {
    next,
    between,
    integer: (min, max) => Math.floor(between(min, max + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick() needs at least one item')
      return item
    },
    chance: (probability) => next() < probability,
  }
}
