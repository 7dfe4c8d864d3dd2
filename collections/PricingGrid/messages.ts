/** The price grid's French validation messages, quoted once. */
export const PRICING_GRID_MESSAGES = {
  highBelowLow: 'Le prix haut doit être supérieur ou égal au prix bas.',
  duplicateRow: 'Cette pièce a déjà un prix pour ce niveau de rénovation (une seule ligne par pièce et par niveau).',
  siret: 'Le SIRET compte 14 chiffres.',
} as const
