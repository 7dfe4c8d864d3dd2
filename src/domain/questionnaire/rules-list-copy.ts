/**
 * The rules list's French texts (/admin/regles-questionnaire and its link on a questionnaire's page),
 * quoted once. Typography as design/copy-corrections.md says: a no-break space before « : ».
 */
export const RULES_LIST_COPY = {
  pageTitle: 'Règles du questionnaire',
  link: 'Voir toutes les règles',
  linkHelp: 'Toutes les règles de branchement de ce questionnaire, en phrases, avec un filtre (dernière version de chaque question, brouillons compris).',
  unsaved: 'Enregistrez le questionnaire pour voir ses règles.',
  intro:
    'Chaque règle de branchement, lue comme le questionnaire l’applique, question par question dans l’ordre de la liste (dernière version de chaque question, brouillons compris). Cliquez sur une règle pour l’ouvrir dans sa question.',
  noAccess: 'Vous n’avez pas accès à cette page.',
  noQuestionnaire: 'Aucun questionnaire n’existe encore.',
  questionnaireLabel: 'Questionnaire',
  questionnaireSubmit: 'Afficher',
  filtersLabel: 'Filtrer les règles',
  questionFilter: 'Question',
  anyQuestion: 'Toutes les questions',
  textFilter: 'Rechercher dans les règles',
  textPlaceholder: 'Ex.\u00a0: étage, appartement…',
  count: (shown: number, total: number) =>
    shown === total ? (total <= 1 ? `${total} règle` : `${total} règles`) : `${shown} sur ${total} règles`,
  none: 'Ce questionnaire n’a encore aucune règle de branchement : chaque question mène à la suivante.',
  noMatch: 'Aucune règle ne correspond à ce filtre.',
  questionHeading: (number: number, title: string) => `${number}. ${title}`,
  graphLink: 'Voir le graphe',
  openRule: 'Modifier',
} as const
