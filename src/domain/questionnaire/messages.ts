/**
 * Every French text of the questionnaire engine, in one place. Texts marked 'spec' are quoted from
 * spec/product-spec.md section 5 and must not be reworded; the others are ours. The password texts live
 * with the password policy (../password/).
 */

/** Why an answer is refused (validation.ts). */
export const ANSWER_MESSAGES = {
  required: 'Veuillez répondre à cette question.',
  /** spec */
  emailRequired: 'Veuillez insérer votre adresse email.',
  /** spec */
  emailInvalid: 'Veuillez insérer une adresse email valide.',
  /** spec */
  firstNameRequired: 'Veuillez insérer votre prénom.',
  /** spec */
  lastNameRequired: 'Veuillez insérer votre nom.',
  phoneRequired: 'Veuillez insérer votre numéro de téléphone.',
  phoneInvalid: 'Veuillez insérer un numéro de téléphone valide.',
  termsRequired: 'Veuillez accepter les conditions générales d’utilisation.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  choiceInvalid: 'Veuillez choisir une des réponses proposées.',
  communeInvalid: 'Veuillez choisir une commune dans la liste.',
  otherCommuneRequired: 'Veuillez indiquer le nom de votre commune.',
  numberInvalid: 'Veuillez insérer un nombre valide.',
  floorOutOfRange: 'Veuillez indiquer un étage entier entre -2 et 60 (0 pour un rez-de-chaussée).',
  surfaceOutOfRange: 'Veuillez indiquer une surface entre 5 et 2 000 m².',
  dateInvalid: 'Veuillez insérer une date valide (jj/mm/aaaa).',
  dateInPast: 'Veuillez choisir une date à partir d’aujourd’hui.',
  imagesRequired: 'Veuillez ajouter au moins une image.',
  photoRequired: 'Veuillez ajouter une photo.',
  imageTypeInvalid: 'Seules les images sont acceptées (png, jpg, jpeg, gif, bmp, webp).',
  planTypeInvalid: 'Seules les images et les plans en PDF sont acceptés (png, jpg, jpeg, gif, bmp, webp, pdf).',
  roomsRequired: 'Veuillez indiquer au moins une pièce avec son nombre, sa surface et le type de rénovation.',
  unknownRenovationLevel: 'Type de rénovation inconnu : choisissez-en un dans la liste.',
  roomCountInvalid: 'Le nombre de pièces doit être un nombre entier de 3 chiffres au plus.',
  roomSurfaceInvalid: 'La surface doit être un nombre entier de 10 chiffres au plus.',
  roomSurfaceWithoutCount: 'Indiquez le nombre de pièces avant la surface.',
  roomTypeWithoutSurface: 'Indiquez la surface avant le type de rénovation.',
  malformed: 'Réponse invalide.',
} as const

/** spec: the title of the alert shown when a terms question (type 12) is not accepted. */
export const TERMS_ALERT_TITLE = 'Alerte'

/** spec: the alert text of a terms question, naming the choice that accepts (its title). */
export function termsAlertMessage(acceptingChoiceTitle: string): string {
  return `Veuillez cliquer sur « ${acceptingChoiceTitle} »`
}

/**
 * The admin's words for publishing a questionnaire (its « Vérifier » button and the checkbox that confirms
 * new warnings), which the refusal below names too.
 */
export const PUBLISH_WORDS = {
  verify: 'Vérifier',
  confirmWarnings: 'Publier malgré les avertissements',
} as const

/** What the authoring check reports (check.ts). */
export const CHECK_MESSAGES = {
  emptyQuestionnaire: 'Le questionnaire ne contient aucune question.',
  duplicateId: 'Plusieurs questions portent le même identifiant.',
  missingTarget: 'Cette règle renvoie vers une question qui n’existe pas.',
  missingConditionQuestion: 'Une condition porte sur une question qui n’existe pas.',
  noChoices: 'Cette question à choix ne propose aucun choix.',
  duplicateVariable: (variable: string) => `La variable « ${variable} » est utilisée par plusieurs questions.`,
  backwardJump: 'Cette règle renvoie vers une question précédente (risque de boucle).',
  unreachable: 'Aucun parcours ne mène à cette question.',
  conditionNotBefore: "Une condition porte sur une question posée après celle-ci.",
  unsuitableOperator: (operator: string, typeLabel: string, allowed: readonly string[]) =>
    allowed.length === 0
      ? `Une condition porte sur une question de type « ${typeLabel} », dont la réponse ne peut servir de condition.`
      : `L’opérateur « ${operator} » ne convient pas à une question de type « ${typeLabel} » (opérateurs possibles : ${allowed.join(', ')}).`,
  ruleWithoutCondition: 'Cette règle n’a aucune condition et ne s’applique donc jamais.',
  publishRefused: (count: number) =>
    `Publication impossible : le questionnaire contient ${count === 1 ? 'une erreur' : `${count} erreurs`} à corriger.`,
  warningsUnconfirmed: (count: number) =>
    `Publication en attente\u00a0: le questionnaire contient ${count === 1 ? 'un nouvel avertissement' : `${count} nouveaux avertissements`}. Lancez «\u00a0${PUBLISH_WORDS.verify}\u00a0» sur la fiche du questionnaire, puis cochez «\u00a0${PUBLISH_WORDS.confirmWarnings}\u00a0» avant de publier.`,
} as const

/** Question types as marketing staff read them in the CMS (spec section 2 numbers them). */
export const QUESTION_TYPE_LABELS = {
  0: 'Texte',
  1: 'Choix unique',
  2: 'Envoi de plusieurs images',
  3: 'Oui / non (avec saisie libre possible)',
  4: 'Adresse',
  5: 'Texte enrichi',
  6: 'Mot de passe avec confirmation',
  7: 'Une photo',
  8: 'Date',
  9: 'Identité (prénom, nom, téléphone, conditions)',
  10: 'Choix multiples',
  11: 'Nombre',
  12: 'Conditions oui / non',
  13: 'Liste des pièces',
  14: 'Texte long',
} as const

/** Why a new order of the questions is refused (order.ts). */
export const ORDER_MESSAGES = {
  malformed: 'Le nouvel ordre doit être la liste des questions du questionnaire.',
  duplicate: 'Chaque question doit apparaître une seule fois dans le nouvel ordre.',
  foreign: 'Le nouvel ordre contient une question qui n’appartient pas à ce questionnaire.',
  missing: (count: number) =>
    `Le nouvel ordre doit contenir toutes les questions du questionnaire (${count === 1 ? 'il en manque une' : `il en manque ${count}`}).`,
  /** A saved question's « Ordre » emptied (a new one left empty comes last). */
  positionRequired: 'Indiquez la position de la question, ou réordonnez-les dans l’onglet « Ordre des questions » du questionnaire.',
  positionHelp: 'Laissé vide, la question se place en dernier. Pour réordonner les questions, utilisez l’onglet « Ordre des questions » du questionnaire.',
} as const

/** The words of a rule as the CMS reads it out ('Si … est … et … alors aller à …': rule-sentence.ts). */
export const RULE_WORDS = {
  operators: { est: 'est', nestpas: 'n’est pas', superieura: 'est supérieur à', inferieura: 'est inférieur à', contient: 'contient' },
  links: { et: 'et', ou: 'ou' },
  if: 'Si',
  then: 'alors aller à',
  always: 'Toujours',
  goTo: 'aller à',
  nowhere: '(aucune question)',
  unknownQuestion: 'une question',
  end: 'Fin du questionnaire',
} as const
