/** The dashboard's French texts (spec section 2 where quoted), in one place. */
export const DASHBOARD_COPY = {
  /** spec */
  projects: 'Mes projets',
  /** spec */
  documents: 'Mes documents',
  /** spec */
  account: 'Mon compte',
  tabs: 'Mon espace',
  newProject: 'Nouveau projet',
  filters: 'Filtres',
  address: 'Adresse',
  addressPlaceholder: 'Rue, ville ou code postal',
  apartmentType: 'Type d’appartement',
  status: 'Statut',
  anyStatus: 'Tous les statuts',
  apply: 'Appliquer',
  reset: 'Effacer les filtres',
  /** spec */
  emptyFiltered: 'Aucune donnée correspond à ce filtre',
  /** spec */
  empty: 'Aucune donnée à afficher',
  emptyHint: 'Décrivez votre logement en quelques minutes : un expert vous enverra un estimatif.',
  progress: (percent: number) => `Avancement : ${percent} %`,
  owner: (name: string) => `Client : ${name}`,
  open: 'Ouvrir le projet',
  openDocuments: 'Documents',
  delete: 'Supprimer',
  deleteLabel: (title: string) => `Supprimer ${title}`,
  /** spec */
  deleteTitle: 'Suppression de projet',
  /** spec */
  deleteText: (id: string) => `Êtes-vous vraiment sûr de vouloir supprimer le projet nº ${id} ?`,
  deleteDetail: 'Ses réponses, ses photos et ses documents seront effacés définitivement.',
  /** spec */
  yes: 'OUI',
  /** spec */
  no: 'NON',
  deleted: (title: string) => `Le projet « ${title} » est supprimé.`,
  count: (total: number) => `${total} projet${total > 1 ? 's' : ''}`,
  pagination: 'Pagination des projets',
  folders: 'Dossiers de mes projets',
  fileCount: (count: number) => (count === 0 ? 'Aucun document' : `${count} document${count > 1 ? 's' : ''}`),
  noFolder: 'Vos documents apparaîtront ici dès votre premier projet.',
  deleteFailed: 'La suppression a échoué. Veuillez réessayer.',
} as const
