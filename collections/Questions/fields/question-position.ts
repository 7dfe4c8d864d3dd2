import type { NumberField } from 'payload'
import { ORDER_MESSAGES } from '../../../src/domain/questionnaire/messages.ts'
import { drawAgainOnDuplicate } from '../hooks/draw-again-on-duplicate.ts'

/**
 * A question's place in its questionnaire (« Ordre »). Required in the database, yet a new question's form
 * may leave it empty: hooks/place-new-question-last.ts puts the question last before the server validates
 * (it used to default to 0 and tie with the first question). A saved question's position emptied is refused.
 */
export const questionPositionField: NumberField = {
  name: 'position',
  label: 'Ordre',
  type: 'number',
  required: true,
  index: true,
  hooks: { beforeDuplicate: [drawAgainOnDuplicate] },
  // NOTE: replaces Payload's « required » check, which the form would run before the hook fills the position.
  validate: (value, { operation }) => (typeof value === 'number' || operation === 'create' ? true : ORDER_MESSAGES.positionRequired),
  admin: { position: 'sidebar', description: ORDER_MESSAGES.positionHelp },
}
