import type { LevelKey } from './levels.ts'

/**
 * The demo price grid: plausible Paris prices in 2026, in euros excluding VAT per m², by room of the
 * questionnaire (its piece_value) and renovation level. Wet rooms cost more: plumbing, tiling, fittings.
 */
export type PriceRange = readonly [low: number, high: number]

export const ROOM_PRICES: Record<string, Record<LevelKey, PriceRange>> = {
  sejour: { rafraichissement: [120, 220], partielle: [450, 750], complete: [900, 1300], restructuration: [1300, 1900] },
  chambre: { rafraichissement: [110, 200], partielle: [400, 700], complete: [850, 1200], restructuration: [1200, 1800] },
  bureau: { rafraichissement: [110, 200], partielle: [400, 700], complete: [850, 1200], restructuration: [1200, 1800] },
  entree: { rafraichissement: [100, 180], partielle: [350, 600], complete: [800, 1100], restructuration: [1100, 1600] },
  cuisine: { rafraichissement: [250, 450], partielle: [1000, 1600], complete: [1800, 2800], restructuration: [2300, 3400] },
  salle_de_bain: { rafraichissement: [300, 500], partielle: [1200, 1900], complete: [2000, 3000], restructuration: [2500, 3600] },
  wc: { rafraichissement: [250, 450], partielle: [900, 1400], complete: [1500, 2300], restructuration: [1900, 2800] },
  buanderie: { rafraichissement: [150, 280], partielle: [600, 950], complete: [1100, 1700], restructuration: [1500, 2200] },
}

export const FIXED_COSTS: readonly { label: string; amount: number }[] = [
  { label: 'Installation de chantier', amount: 950 },
  { label: 'Protection des parties communes', amount: 350 },
  { label: 'Évacuation des gravats', amount: 850 },
]

/** The terms the CGV quote (issue #36): the company itself is seed/content/company.ts. */
export const PRICING_TERMS = { vatRate: 10, auditPrice: 700, auditVatRate: 20, quoteValidityDays: 90, depositPercent: 30, balanceDue: 'instalments', withdrawalDays: 14 } as const
