import { RULE_WORDS } from '../../src/domain/questionnaire/messages.ts'

/** Spec section 2: question types by number, with the label marketing staff see in the CMS. */
export const QUESTION_TYPE_OPTIONS = [
  { value: '0', label: 'Texte' },
  { value: '1', label: 'Choix unique' },
  { value: '2', label: 'Envoi de plusieurs images' },
  { value: '3', label: 'Oui / non (avec saisie libre possible)' },
  { value: '4', label: 'Adresse' },
  { value: '5', label: 'Texte enrichi' },
  { value: '6', label: 'Mot de passe avec confirmation' },
  { value: '7', label: 'Une photo' },
  { value: '8', label: 'Date' },
  { value: '9', label: 'Identité (prénom, nom, téléphone, conditions)' },
  { value: '10', label: 'Choix multiples' },
  { value: '11', label: 'Nombre' },
  { value: '12', label: 'Conditions oui / non' },
  { value: '13', label: 'Liste des pièces' },
  { value: '14', label: 'Texte long' },
]

export const OPERATOR_OPTIONS = Object.entries(RULE_WORDS.operators).map(([value, label]) => ({ value, label }))

export const LINK_OPTIONS = Object.entries(RULE_WORDS.links).map(([value, label]) => ({ value, label }))
