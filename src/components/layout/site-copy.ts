/** Site-wide French copy, quoted once. */
export const SITE = {
  name: 'Maisonnée',
  title: 'Maisonnée · Rénovez et aménagez votre appartement',
  description:
    'Décrivez votre appartement et vos envies en 5 minutes : un expert travaux vous envoie un estimatif, vous choisissez votre style et nous suivons vos travaux jusqu’à la livraison.',
} as const
