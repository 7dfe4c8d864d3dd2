/** French texts of the PDF viewer, quoted once. */
export const PDF_VIEWER_COPY = {
  loading: 'Chargement du document…',
  error: 'Le document n’a pas pu être affiché. Vous pouvez le télécharger ou l’ouvrir dans une nouvelle fenêtre.',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page: number, total: number) => `Page ${page} sur ${total}`,
  zoomIn: 'Agrandir',
  zoomOut: 'Réduire',
  zoom: (percent: number) => `Zoom : ${percent} %`,
  download: 'Télécharger',
  openInNewWindow: 'Ouvrir dans une nouvelle fenêtre',
  viewer: (title: string) => `Aperçu du document : ${title}`,
} as const
