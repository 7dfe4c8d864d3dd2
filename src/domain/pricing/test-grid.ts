import type { PriceGrid, RoomToPrice } from './grid.ts'

/** A small grid for the tests: two rooms at two levels, two fixed costs, VAT 10 %. */
export const GRID: PriceGrid = {
  rows: [
    { roomValue: 'sejour', levelId: '1', lowPerSquareMetre: 200_00, highPerSquareMetre: 300_00 },
    { roomValue: 'sejour', levelId: '3', lowPerSquareMetre: 900_00, highPerSquareMetre: 1_300_00 },
    { roomValue: 'cuisine', levelId: '3', lowPerSquareMetre: 1_800_00, highPerSquareMetre: 2_600_00 },
  ],
  fixedCosts: [
    { label: 'Installation de chantier', amount: 800_00 },
    { label: 'Évacuation des gravats', amount: 450_00 },
  ],
  vatRatePercent: 10,
}

export function room(overrides: Partial<RoomToPrice> = {}): RoomToPrice {
  return { roomValue: 'sejour', title: 'Séjour', count: 1, surface: 20, levelId: '1', ...overrides }
}
