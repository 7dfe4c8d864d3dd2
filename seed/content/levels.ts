/** The renovation levels a customer picks per room (spec: level_title, piece_desc), from the lightest to the heaviest. */
export type LevelKey = 'rafraichissement' | 'partielle' | 'complete' | 'restructuration'

export type LevelContent = { key: LevelKey; title: string; description: string }

export const LEVELS: readonly LevelContent[] = [
  {
    key: 'rafraichissement',
    title: 'Rafraîchissement',
    description:
      'Peintures, petites réparations, remplacement des luminaires et de la quincaillerie, rénovation ou vitrification des sols existants. Pas de travaux sur les réseaux : idéal avant un emménagement ou une mise en location.',
  },
  {
    key: 'partielle',
    title: 'Rénovation partielle',
    description:
      'Une ou plusieurs pièces refaites entièrement (souvent la cuisine ou la salle de bain), nouveaux revêtements de sols et de murs, mise aux normes électrique de ces pièces. Le reste du logement est simplement rafraîchi.',
  },
  {
    key: 'complete',
    title: 'Rénovation complète',
    description:
      'Tout le logement est repris : électricité et plomberie refaites, nouveaux sols, murs et plafonds, cuisine et salles d’eau neuves, menuiseries intérieures. La distribution des pièces reste la même.',
  },
  {
    key: 'restructuration',
    title: 'Restructuration lourde',
    description:
      'On repense le plan : cloisons abattues ou déplacées, ouverture de murs porteurs avec étude de structure, cuisine ou salle de bain déplacées, création de mezzanine. Comprend une rénovation complète et les autorisations nécessaires (copropriété, déclarations).',
  },
]
