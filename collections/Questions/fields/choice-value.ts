import type { TextField } from 'payload'
import { GENERATED_NAMES_COPY } from '../../../src/domain/questionnaire/generated-names-copy.ts'

/**
 * A choice's value, in the choice's « Avancé » section. Required in the database, yet the form lets it be
 * left empty: hooks/fill-choice-values-from-labels.ts draws it from the label before the server validates
 * (a saved value emptied is refused there, with the reason).
 */
export const choiceValueField: TextField = {
  name: 'value',
  label: 'Valeur',
  type: 'text',
  required: true,
  // NOTE: replaces Payload's « required » check, which the form would run before the hook fills the value.
  validate: () => true,
  admin: { description: GENERATED_NAMES_COPY.choiceValueHelp },
}
