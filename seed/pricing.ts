import type { Payload } from 'payload'
import type { Level } from '../payload-types.ts'
import { globalSlugs } from '../collections/slugs.ts'
import type { LevelKey } from './content/levels.ts'
import { FIXED_COSTS, PRICING_TERMS, ROOM_PRICES } from './content/pricing.ts'

/** The price grid (global 'pricing-grid'): one row per room and level, fixed costs, VAT, terms. Before the demo projects, whose budgets it prices. */
export async function seedPricingGrid(payload: Payload, levelIds: Record<LevelKey, Level['id']>): Promise<void> {
  const rows = Object.entries(ROOM_PRICES).flatMap(([roomValue, byLevel]) =>
    (Object.entries(byLevel) as [LevelKey, readonly [number, number]][]).map(([level, [low, high]]) => ({
      roomValue,
      level: levelIds[level],
      lowPerSquareMetre: low,
      highPerSquareMetre: high,
    })),
  )
  await payload.updateGlobal({
    slug: globalSlugs.pricingGrid,
    data: { rows, fixedCosts: FIXED_COSTS.map((cost) => ({ ...cost })), ...PRICING_TERMS },
    overrideAccess: true,
  })
}
