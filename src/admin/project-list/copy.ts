/** The back office's projects list: every French text of its custom components, once. */
export const PROJECT_LIST_COPY = {
  visitor: 'Visiteur sans compte',
  deletedAccount: 'Compte supprimé',
  showDrafts: 'Afficher les brouillons de visiteurs sans compte',
  hideDrafts: 'Masquer les brouillons de visiteurs sans compte',
  draftsHidden: 'Les projets commencés par des visiteurs qui n’ont pas terminé le questionnaire (sans client) sont masqués.',
  draftsShown: 'Les projets commencés par des visiteurs qui n’ont pas terminé le questionnaire (sans client) sont affichés.',
} as const
