/** The questionnaire screens' French texts (spec section 2 where quoted), in one place. */
export const QUESTIONNAIRE_COPY = {
  /** spec */
  start: 'COMMENCER',
  duration: 'Environ 5 minutes',
  /** spec */
  laterSignedIn: 'Répondre plus tard',
  /** spec */
  laterVisitor: 'Répondre plus tard et créer mon compte',
  previous: 'Question précédente',
  previewBanner: 'Aperçu du brouillon : ce questionnaire n’est pas publié et vos réponses ne sont pas enregistrées.',
  previewEnd: 'Fin de l’aperçu : en ligne, « Terminer » enverrait les réponses.',
  previewNoUpload: 'Aperçu : l’envoi de fichiers est désactivé.',
  next: 'Suivant',
  /** spec */
  skip: 'Passer',
  /** spec */
  finish: 'Terminer',
  endTitle: 'Merci pour vos réponses !',
  /** spec: thanks the user and says advisers will soon contact them with an estimate. */
  endText: 'Merci d’avoir pris le temps de décrire votre projet. Nos conseillers vont étudier vos réponses et vous contacteront très prochainement avec un estimatif.',
  /** After 'Terminer': the indicative budget from the price grid (issue #7). */
  sentTitle: 'Votre demande est bien envoyée',
  sentText: 'Un expert travaux étudie votre projet et vous enverra un estimatif détaillé.',
  budget: {
    title: 'Votre budget indicatif',
    range: (low: string, high: string) => `Entre ${low} et ${high}\u00a0TTC`,
    note: 'Estimation établie d’après les pièces, les surfaces et les niveaux de rénovation que vous avez indiqués. L’estimatif détaillé la précisera.',
  },
  seeProject: 'Voir mon projet',
  /** After the code, for an address no account has yet: the password of the new account. */
  choosePassword: {
    title: 'Choisissez votre mot de passe',
    submit: 'Créer mon compte',
  },
  /** The email code step after 'Terminer' (issue 18): the address is proved before anything is saved to it. */
  code: {
    title: 'Confirmez votre adresse email',
    label: 'Code reçu par email (6 chiffres)',
    hint: 'Pensez à vérifier vos courriers indésirables. Le code est valable 15 minutes.',
    submit: 'Valider le code',
    resend: 'Renvoyer le code',
    resent: 'Un nouveau code vient de vous être envoyé.',
  },
  /** The same step when the code went by SMS (a visitor who gave a phone and no email). */
  smsCode: {
    title: 'Confirmez votre numéro de téléphone',
    label: 'Code reçu par SMS (6 chiffres)',
    hint: 'Le SMS peut mettre une minute à arriver. Le code est valable 15 minutes.',
  },
  attachedTitle: 'Votre projet est enregistré',
  signInToProject: 'Me connecter',
  fullscreen: 'Plein écran',
  exitFullscreen: 'Quitter le plein écran',
  progress: (percent: number) => `Progression : ${percent} %`,
  questionCount: (index: number) => `Question ${index}`,
  saving: 'Enregistrement…',
  /** spec section 2: the project route once the answers are sent. */
  alreadySent: 'Vos réponses ont déjà été envoyées et validées.',
  signIn: 'se connecter',
  hasAccount: 'Vous avez déjà un compte ?',
  /** spec section 8 */
  noResult: 'Aucun resultat',
  useTypedAddress: (text: string) => `Utiliser « ${text} »`,
  searchPlaceholder: 'Rechercher…',
  choose: 'Choisir…',
  addressPlaceholder: 'Commencez à saisir l’adresse',
  addressUnavailable: 'La recherche d’adresses est indisponible : votre saisie sera utilisée telle quelle.',
  datePlaceholder: 'jj/mm/aaaa',
  password: 'Mot de passe',
  passwordConfirmation: 'Confirmation du mot de passe',
  firstName: 'Prénom',
  lastName: 'Nom',
  phone: 'Téléphone',
  acceptTerms: 'J’accepte les',
  terms: 'conditions générales d’utilisation',
  addImages: 'Ajouter des images ou des plans',
  addPhoto: 'Ajouter une photo',
  imagesHint: 'Formats acceptés : png, jpg, jpeg, gif, bmp, webp (15 Mo au plus par image) et plans en PDF (50 Mo au plus).',
  photoHint: 'Formats acceptés : png, jpg, jpeg, gif, bmp, webp (15 Mo au plus).',
  remove: (name: string) => `Retirer ${name}`,
  addedFiles: 'Fichiers ajoutés',
  uploading: (name: string, percent: number) => `${name} : envoi ${percent} %`,
  roomCount: 'Nombre',
  roomSurface: 'Surface (m²)',
  roomRenovation: 'Type de rénovation',
  richTextHint: 'Gras, italique et listes sont conservés.',
  bold: 'Gras',
  italic: 'Italique',
  list: 'Liste à puces',
  ok: 'OK',
} as const
