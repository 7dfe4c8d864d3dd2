/**
 * The French texts of choice values and variables drawn from labels (issue #23), once: the admin's
 * « Avancé » section, its fields' help, and the refusal of emptying a saved value.
 */
export const GENERATED_NAMES_COPY = {
  advanced: 'Avancé',
  choiceValueHelp:
    'Tirée du libellé si vous la laissez vide. Les réponses et les règles la citent\u00a0: une fois le choix enregistré, elle ne change plus d’elle-même.',
  variableHelp:
    'Nom de la réponse (ex. fullname, email, phone, commune). Tirée de l’intitulé si vous la laissez vide à la création.',
  communeCodeMissing: 'Indiquez le code INSEE de la commune (ex. 69123)\u00a0: la valeur d’une commune n’est pas tirée de son nom.',
  savedValueEmptied: 'La valeur d’un choix enregistré ne peut pas être vidée\u00a0: les réponses et les règles la citent.',
} as const
