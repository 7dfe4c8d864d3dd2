import type { QuestionKey } from '../../seed/content/questionnaire.ts'

/**
 * Answers to the demo questionnaire (seed/content/questionnaire.ts), as the wire stores them, for two
 * branches. Tests walk the questionnaire by asking the server where to resume and answering that question
 * from one of these tables, so the branch taken is the server's branching, not the test's.
 */
export type Branch = Partial<Record<QuestionKey, string>>

const common: Branch = {
  commune: '75056',
  address: '8 Boulevard du Port 80000 Amiens',
  'apartment-type': '2',
  surface: '62',
  rooms: JSON.stringify([
    { piece_id: 'sejour', piece_value: 'sejour', piece_title: 'Séjour', piece_nbr: 1, piece_surface: 25, piece_renovation: 'complete' },
    { piece_id: 'chambre', piece_value: 'chambre', piece_title: 'Chambre', piece_nbr: 2, piece_surface: 24, piece_renovation: 'partielle' },
  ]),
  'start-date': `${new Date().getFullYear() + 1}-03-15`,
  inspiration: '',
  description: '<p>Un appartement lumineux à rénover.</p>',
  email: 'camille.martin@exemple.fr',
  password: '********',
  identity: '06 12 34 56 78',
  consent: 'accepte',
}

/** A house, refreshed, small budget, living elsewhere, no photos. */
export const HOUSE_BRANCH: Branch = {
  ...common,
  'property-type': 'maison',
  'works-scope': 'rafraichissement',
  wishes: JSON.stringify(['rangements', 'lumiere']),
  budget: '15-40k',
  occupancy: 'non',
  'has-photos': 'non',
}

/**
 * An apartment on the 4th floor with a small lift, restructured with a load-bearing wall opened, the
 * kitchen opened, a small budget phased, living in during the works, photos sent.
 */
export const APARTMENT_BRANCH: Branch = {
  ...common,
  'property-type': 'appartement',
  floor: '4',
  elevator: 'Cabine de 80 × 100 cm',
  'works-scope': 'restructuration',
  'structural-works': JSON.stringify(['cloisons', 'mur-porteur']),
  wishes: JSON.stringify(['cuisine-ouverte', 'lumiere']),
  'structure-study': 'oui',
  'kitchen-layout': 'ilot',
  budget: 'moins-15k',
  'budget-phasing': 'oui',
  occupancy: 'oui',
  'site-constraints': 'Télétravail le matin, un chat.',
  'has-photos': 'oui',
}

/** The identity question's names, sent with its phone. */
export const IDENTITY_NAMES = { user_firstname: 'Camille', user_lastname: 'Martin', user_terms: 1 } as const

/** A password that satisfies the policy. */
export const VISITOR_PASSWORD = 'Maison!2027ab'
