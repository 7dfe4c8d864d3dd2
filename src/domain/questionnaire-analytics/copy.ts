/**
 * The French texts of the questionnaire analytics screen (/admin/analytique-questionnaire), quoted once.
 * Typography as design/copy-corrections.md says: a no-break space before « : », a narrow one before « ? ».
 */
export const ANALYTICS_COPY = {
  navGroup: 'Analyse',
  navLink: 'Statistiques du questionnaire',
  pageTitle: 'Statistiques du questionnaire',
  intro: 'Comment les visiteurs remplissent chaque version publiée du questionnaire\u00a0: qui le commence, qui le termine, où les autres s’arrêtent et ce qu’ils répondent.',
  noAccess: 'Vous n’avez pas accès à cette page.',
  noVersion: 'Aucun questionnaire n’est encore publié.',
  versionsHeading: 'Versions publiées',
  versionsLabel: 'Choisir une version du questionnaire',
  versionLink: (title: string, publishedOn: string) => `${title} · publiée le ${publishedOn}`,
  projectCount: (count: number) => (count <= 1 ? `${count} projet` : `${count} projets`),
  currentVersion: 'version affichée',
  emptyState: 'Aucune réponse n’a encore été donnée à cette version du questionnaire. Les chiffres apparaîtront dès le premier visiteur.',
  figuresHeading: 'Chiffres clés',
  started: 'Visiteurs ayant commencé',
  startedHelp: 'au moins une réponse',
  finished: 'Questionnaires terminés',
  finishedHelp: 'estimatif demandé',
  completionRate: 'Taux de complétion',
  completionRateHelp: 'terminés / commencés',
  medianTime: 'Temps médian pour terminer',
  medianTimeHelp: (timed: number) => (timed <= 1 ? `mesuré sur ${timed} questionnaire` : `mesuré sur ${timed} questionnaires`),
  notMeasured: 'non mesuré',
  dropOffHeading: 'Abandons par question',
  dropOffIntro: (unfinished: number) =>
    unfinished === 0
      ? 'Aucun visiteur n’a quitté le questionnaire en cours de route.'
      : unfinished === 1
        ? 'Dernière question répondue par le visiteur qui n’a pas terminé.'
        : `Dernière question répondue par les ${unfinished} visiteurs qui n’ont pas terminé.`,
  questionColumn: 'Question',
  stoppedColumn: 'Arrêts',
  shareColumn: 'Part',
  unknownQuestion: 'Question supprimée depuis',
  distributionHeading: 'Répartition des réponses',
  distributionIntro: 'Pour chaque question à choix, combien de visiteurs ont choisi chaque réponse.',
  choiceColumn: 'Réponse',
  countColumn: 'Visiteurs',
  answeredCount: (count: number) => (count <= 1 ? `${count} réponse` : `${count} réponses`),
  multipleHint: 'plusieurs choix possibles\u00a0: le total peut dépasser 100\u00a0%',
  unlisted: 'Réponse qui n’est plus proposée',
  noChoiceQuestion: 'Cette version n’a pas de question à choix.',
} as const
