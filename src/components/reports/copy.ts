/** The works follow-up screen's French texts, in one place. */
export const WORKS_COPY = {
  title: 'Suivi des travaux',
  myProjects: 'Mes projets',
  intro: 'Les rapports de chantier de votre projet, du plus récent au plus ancien.',
  search: 'Rechercher dans les rapports',
  searchPlaceholder: 'Titre ou description',
  clear: 'Effacer',
  /** spec */
  empty: 'Aucune donnée à afficher pour le moment',
  emptySearch: (word: string) => `Aucun rapport ne contient « ${word} ».`,
  count: (total: number) => `${total} rapport${total > 1 ? 's' : ''}`,
  publishedOn: (date: string) => `Publié le ${date}`,
  pagination: 'Pagination des rapports',
} as const
