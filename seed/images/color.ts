/** Colour arithmetic on #rrggbb strings, enough to derive shades and highlights from a palette. */

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '')
  return [0, 2, 4].map((offset) => Number.parseInt(value.slice(offset, offset + 2), 16)) as [number, number, number]
}

function toHex([red, green, blue]: readonly number[]): string {
  return `#${[red, green, blue].map((channel) => Math.round(Math.min(255, Math.max(0, channel ?? 0))).toString(16).padStart(2, '0')).join('')}`
}

/** The colour `amount` of the way from `from` to `to` (0 gives `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const start = channels(from)
  const end = channels(to)
  return toHex(start.map((channel, index) => channel + ((end[index] ?? 0) - channel) * amount))
}

export const lighten = (color: string, amount: number): string => mix(color, '#ffffff', amount)
export const darken = (color: string, amount: number): string => mix(color, '#000000', amount)

/** A slightly different tone of the same colour, for bricks, tiles and planks that should not look printed. */
export function jitter(color: string, amount: number, random: () => number): string {
  const delta = (random() - 0.5) * 2 * amount
  return delta >= 0 ? lighten(color, delta) : darken(color, -delta)
}
