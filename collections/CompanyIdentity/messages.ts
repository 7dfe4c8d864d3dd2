/** The company identity's French validation messages, quoted once. */
export const COMPANY_IDENTITY_MESSAGES = {
  vatNumber: (expected: string) => `Ce numéro de TVA ne correspond pas au SIRET : pour ce SIREN, c’est ${expected}.`,
  rcs: 'Le RCS doit reprendre le SIREN (les 9 premiers chiffres du SIRET), par exemple « RCS Paris 912 345 675 ».',
} as const
