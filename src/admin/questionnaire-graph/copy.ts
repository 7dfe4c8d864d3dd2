/** The questionnaire graph's French texts, once. */
export const GRAPH_COPY = {
  tab: 'Graphe',
  title: 'Parcours du questionnaire',
  intro:
    'Chaque question est un nœud, dans l’ordre de la liste ; les flèches grises mènent à la question suivante, les flèches bleues suivent les règles de branchement. Dernière version de chaque question (brouillons compris). Cliquez sur une question pour la modifier.',
  unsaved: 'Enregistrez le questionnaire pour voir son graphe.',
  errors: 'Erreurs (bloquent la publication)',
  warnings: 'Avertissements',
  ok: 'Aucun problème détecté.',
  legendNext: 'Question suivante',
  legendRule: 'Règle de branchement',
  legendBackward: 'Retour en arrière (risque de boucle)',
  legendError: 'Question en erreur',
  legendWarning: 'Question à vérifier',
  question: (n: number) => `Question ${n}`,
  graphLabel: 'Graphe du questionnaire',
} as const
