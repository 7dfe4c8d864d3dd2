/** The choice-of-style screen's French texts (spec section 2 'Choice-of-style screen' where quoted), in one place. */
export const STYLE_COPY = {
  /** spec */
  title: 'Choix du style',
  intro: 'Choisissez l’ambiance qui vous ressemble, puis le moodboard de votre futur intérieur, ou composez le vôtre avec vos propres photos.',
  /** spec: at 6 the intro says an agent will contact the customer soon. */
  agentSoon: 'Merci pour votre choix de style ! Un agent vous contactera très prochainement.',
  /** spec */
  start: 'Commencer',
  /** spec */
  ambianceStep: 'Choix d’ambiance',
  /** spec */
  moodboardStep: 'Moodboard',
  /** spec */
  yourStyleStep: 'Votre style',
  /** spec */
  next: 'Continuer',
  /** spec */
  back: 'Retour',
  ambianceHint: 'Quelle ambiance vous attire le plus ?',
  moodboardHint: 'Choisissez un moodboard de notre catalogue, ou l’un de vos styles personnalisés.',
  catalogue: 'Catalogue',
  customStyles: 'Mes styles personnalisés',
  noStyle: 'Aucun style dans cette ambiance pour le moment.',
  /** spec */
  see: 'Voir ce style',
  /** spec */
  addCustom: 'Ajouter un style personnalisé',
  selected: 'Style choisi',
  currentStyle: 'Style actuel de votre projet',
  /** spec */
  choose: 'Choisir ce style !',
  photos: (count: number) => `${count} photo${count > 1 ? 's' : ''}`,
  galleryPage: (page: number, last: number) => `Photos ${page} / ${last}`,
  previousPhotos: 'Photos précédentes',
  nextPhotos: 'Photos suivantes',
  /** spec */
  customTitle: 'Ajout d’un style personnalisé',
  customName: 'Titre du style',
  customDrop: 'Déposez vos photos ici, ou cliquez pour les choisir',
  customHint: 'Images uniquement : png, jpg, jpeg, gif, bmp, webp (15 Mo au plus chacune, 10 photos au plus).',
  imagesOnly: 'Seules les images sont acceptées (png, jpg, jpeg, gif, bmp, webp).',
  remove: (name: string) => `Retirer ${name}`,
  /** spec */
  cancel: 'Annuler',
  /** spec */
  add: 'Ajouter',
  sending: (percent: number) => `Envoi des photos : ${percent} %`,
  /** spec */
  customAdded: 'Opération réussie, veuillez vérifier dans la liste vos styles personnalisés',
  /** spec */
  alertTitle: 'Alerte',
  validated: 'Votre style est enregistré.',
  frozen: 'Votre projet est en attente : le choix du style est suspendu.',
  loading: 'Chargement…',
  ok: 'OK',
} as const
