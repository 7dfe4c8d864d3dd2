/**
 * The legal texts marketing edits in the CMS (global 'params'), each with its public page: the terms of use
 * and of sale (spec), the legal notice and the privacy policy every French consumer site shows.
 */
export const LEGAL_TEXTS = {
  legalNotice: { path: '/mentions-legales', title: 'Mentions légales' },
  cgu: { path: '/cgu', title: 'Conditions générales d’utilisation' },
  cgv: { path: '/cgv', title: 'Conditions générales de vente' },
  privacy: { path: '/confidentialite', title: 'Politique de confidentialité' },
} as const

export type LegalTextKey = keyof typeof LEGAL_TEXTS

/** The keys in the order the site's footer lists them. */
export const LEGAL_TEXT_KEYS = Object.keys(LEGAL_TEXTS) as [LegalTextKey, ...LegalTextKey[]]
