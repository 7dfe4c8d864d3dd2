import type { Field, FilterOptions, Where } from 'payload'
import { slugs } from '../slugs.ts'
import { LINK_OPTIONS, OPERATOR_OPTIONS } from './question-types.ts'

/**
 * Branching rules as structured fields: 'Si [question] [opérateur] [valeur] (et | ou ...) alors aller à [question]'.
 * The engine in src/domain/questionnaire reads exactly this shape.
 */
type QuestionData = { id?: number | string; quiz?: number | string | { id: number | string } | null; position?: number | null }

const quizOf = (data: QuestionData) => (data.quiz && typeof data.quiz === 'object' ? data.quiz.id : data.quiz)

/** A condition reads a question asked before (or this one: rules run once it is answered), in the same questionnaire. */
const earlierQuestions: FilterOptions<QuestionData> = ({ data }) => {
  const quiz = quizOf(data)
  if (quiz === undefined || quiz === null) return true
  const where: Where = { and: [{ quiz: { equals: quiz } }, { position: { less_than_equal: data.position ?? 0 } }] }
  return where
}

/** A jump goes to another question of the same questionnaire. */
const otherQuestions: FilterOptions<QuestionData> = ({ data }) => {
  const quiz = quizOf(data)
  if (quiz === undefined || quiz === null) return true
  const where: Where = data.id === undefined ? { quiz: { equals: quiz } } : { and: [{ quiz: { equals: quiz } }, { id: { not_equals: data.id } }] }
  return where
}

export const rulesField = (description: string): Field => ({
  name: 'rules',
  label: 'Règles de branchement',
  type: 'array',
  labels: { singular: 'Règle', plural: 'Règles' },
  admin: { description, components: { RowLabel: '/src/admin/condition-builder/rule-row-label.tsx#RuleRowLabel' } },
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
            {
              name: 'link',
              label: 'Et / ou',
              type: 'select',
              options: LINK_OPTIONS,
              defaultValue: 'et',
              required: true,
              // The first condition opens the sentence ('Si …'): only the following ones offer 'et' / 'ou'.
              admin: { width: '12%', components: { Field: '/src/admin/condition-builder/condition-link-field.tsx#ConditionLinkField' } },
            },
            {
              name: 'question',
              label: 'Si (question précédente)',
              type: 'relationship',
              relationTo: slugs.questions,
              required: true,
              filterOptions: earlierQuestions,
              admin: { width: '45%' },
            },
            {
              name: 'operator',
              label: 'Opérateur',
              type: 'select',
              options: OPERATOR_OPTIONS,
              required: true,
              // Only the operators that suit the picked question's type (src/domain/questionnaire/operators.ts).
              admin: { width: '18%', components: { Field: '/src/admin/condition-builder/condition-operator-field.tsx#ConditionOperatorField' } },
            },
            {
              name: 'value',
              label: 'Valeur',
              type: 'text',
              admin: { components: { Field: '/src/admin/condition-builder/condition-value-field.tsx#ConditionValueField' } },
            },
          ],
        },
      ],
    },
    { name: 'goto', label: 'Alors aller à', type: 'relationship', relationTo: slugs.questions, filterOptions: otherQuestions },
  ],
})
