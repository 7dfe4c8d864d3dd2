/**
 * The home page's content as shipped: the defaults of the 'home-content' global, which marketing edits in the
 * admin (collections/HomeContent). French copy quoted here only: /home renders what the global holds.
 */
export const HOME_CONTENT_DEFAULTS = {
  hero: {
    eyebrow: 'Rénovation et aménagement d’appartement',
    title: 'Votre appartement, pensé avec vous, du premier croquis à la remise des clés.',
    text: 'Décrivez votre logement et vos envies en 5 minutes. Un expert travaux vous envoie un estimatif, vous choisissez votre style, et nous suivons vos travaux jusqu’à la livraison.',
    callToAction: 'Commencer mon projet',
  },
  steps: [
    { title: 'Le questionnaire', text: 'Quelques questions sur votre bien, vos pièces et vos souhaits.' },
    { title: 'L’estimatif', text: 'Un expert travaux étudie votre projet et vous envoie un estimatif détaillé.' },
    { title: 'Votre style', text: 'Choisissez une ambiance et un moodboard, ou composez le vôtre.' },
    { title: 'Le suivi des travaux', text: 'Devis, signature en ligne puis rapports de chantier en direct.' },
  ],
  legalNotice: 'Maisonnée SAS · 18 rue de Paradis, 75010 Paris',
} as const

/** The query flag of /home that asks for the admin's live preview (honoured for marketing and admins only). */
export const HOME_PREVIEW_FLAG = 'apercu'

/** Whoever edits the home content (marketing, admins) may see /home's live preview; nobody else. */
export const canPreviewHome = (role: string | null | undefined): boolean => role === 'marketing' || role === 'admin'
