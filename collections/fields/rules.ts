import type { Field } from 'payload'
import { slugs } from '../slugs.ts'
import { LINK_OPTIONS, OPERATOR_OPTIONS } from './question-types.ts'

/**
 * Branching rules as structured fields: 'Si [question] [opérateur] [valeur] (et | ou ...) alors aller à [question]'.
 * The engine in src/domain/questionnaire reads exactly this shape.
 */
export const rulesField = (description: string): Field => ({
  name: 'rules',
  label: 'Règles de branchement',
  type: 'array',
  labels: { singular: 'Règle', plural: 'Règles' },
  admin: { description, initCollapsed: true },
  fields: [
    { name: 'noCondition', label: 'Sans condition (toujours vraie)', type: 'checkbox', defaultValue: false },
    {
      name: 'conditions',
      label: 'Conditions',
      type: 'array',
      labels: { singular: 'Condition', plural: 'Conditions' },
      admin: { condition: (_, sibling) => !sibling?.noCondition },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'link', label: 'Lien', type: 'select', options: LINK_OPTIONS, defaultValue: 'et', required: true },
            { name: 'question', label: 'Si la réponse à', type: 'relationship', relationTo: slugs.questions, required: true },
            { name: 'operator', label: 'Opérateur', type: 'select', options: OPERATOR_OPTIONS, required: true },
            { name: 'value', label: 'Valeur', type: 'text' },
          ],
        },
      ],
    },
    { name: 'goto', label: 'Alors aller à', type: 'relationship', relationTo: slugs.questions },
  ],
})
