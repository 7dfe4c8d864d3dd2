import { HIGH_BELOW_LOW_MESSAGE } from '../../src/domain/pricing/index.ts'

/** The price grid's French validation messages, quoted once (the rule of a row's prices in the domain). */
export const PRICING_GRID_MESSAGES = {
  highBelowLow: HIGH_BELOW_LOW_MESSAGE,
  duplicateRow: 'Cette pièce a déjà un prix pour ce niveau de rénovation (une seule ligne par pièce et par niveau).',
} as const
