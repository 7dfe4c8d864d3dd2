/** The questionnaire graph's French texts, once. */
export const GRAPH_COPY = {
  tab: 'Graphe',
  title: 'Parcours du questionnaire',
  intro:
    'Chaque question est un nœud, placée sous celles qui y mènent ; les flèches grises mènent à la question suivante, les flèches bleues suivent les règles de branchement. Dernière version de chaque question (brouillons compris). Cliquez sur une question pour la modifier, sur une règle pour l’ouvrir.',
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
  allRules: 'Voir toutes les règles en phrases',
  openRule: (label: string, questionTitle: string, targetTitle: string) =>
    `Modifier la règle « ${label} » de la question « ${questionTitle} » (aller à « ${targetTitle} »)`,
} as const

/** The graph library's own texts (its controls, its screen reader descriptions), in French. */
export const FLOW_ARIA_LABELS = {
  'node.a11yDescription.default': 'Appuyez sur Entrée ou Espace pour sélectionner une question, sur Échap pour annuler.',
  'node.a11yDescription.keyboardDisabled': 'Appuyez sur Entrée ou Espace pour sélectionner une question, puis utilisez les flèches pour la déplacer ; Échap pour annuler.',
  'node.a11yDescription.ariaLiveMessage': ({ direction, x, y }: { direction: string; x: number; y: number }) =>
    `Question déplacée vers ${({ up: 'le haut', down: 'le bas', left: 'la gauche', right: 'la droite' } as Record<string, string>)[direction] ?? direction}. Nouvelle position : x ${x}, y ${y}.`,
  'edge.a11yDescription.default': 'Appuyez sur Entrée ou Espace pour sélectionner une flèche, sur Échap pour annuler.',
  'controls.ariaLabel': 'Commandes du graphe',
  'controls.zoomIn.ariaLabel': 'Zoom avant',
  'controls.zoomOut.ariaLabel': 'Zoom arrière',
  'controls.fitView.ariaLabel': 'Voir tout le graphe',
  'controls.interactive.ariaLabel': 'Verrouiller ou déverrouiller le graphe',
  'minimap.ariaLabel': 'Vue d’ensemble',
  'handle.ariaLabel': 'Point d’attache',
} as const
