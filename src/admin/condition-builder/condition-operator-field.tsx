'use client'
import type { SelectFieldClientComponent } from 'payload'
import { SelectInput, useField } from '@payloadcms/ui'
import { mergeFieldStyles } from '@payloadcms/ui/shared'
import { OPERATORS, type Operator } from '../../domain/questionnaire/model.ts'
import { QUESTION_TYPE_LABELS, RULE_WORDS } from '../../domain/questionnaire/messages.ts'
import { isOperatorSuitable, operatorsFor } from '../../domain/questionnaire/operators.ts'
import { useConditionQuestion } from './use-condition-question.ts'

/** The field's French texts, once. */
const COPY = {
  label: 'Opérateur',
  pickQuestionFirst: 'Choisissez d’abord la question.',
  loading: 'Chargement de la question…',
  failed: 'La question n’a pas pu être chargée : tous les opérateurs sont proposés, la vérification signalera ceux qui ne conviennent pas.',
  noOperator: (typeLabel: string) => `Une question de type « ${typeLabel} » ne peut pas servir de condition : choisissez une autre question.`,
  unsuitable: (operator: string, typeLabel: string) => `« ${operator} » ne convient pas à une question de type « ${typeLabel} » : choisissez un autre opérateur.`,
} as const

const optionsOf = (operators: readonly Operator[]) => operators.map((operator) => ({ value: operator, label: RULE_WORDS.operators[operator] }))

/**
 * The 'opérateur' of a condition ('Si [question] [opérateur] [valeur]'): only the operators the engine
 * can apply to the referenced question's type (src/domain/questionnaire/operators.ts, which the
 * questionnaire check uses too); an operator that no longer suits the question is flagged.
 */
export const ConditionOperatorField: SelectFieldClientComponent = ({ path, field }) => {
  const { value, setValue } = useField<string>({ path })
  const state = useConditionQuestion(path)
  const label = typeof field?.label === 'string' ? field.label : COPY.label
  const current = OPERATORS.find((operator) => operator === value)
  const type = state.kind === 'done' ? state.question.type : null
  const offered = type === null ? (state.kind === 'failed' ? OPERATORS : []) : operatorsFor(type)

  return (
    <div className="condition-builder__operator" style={mergeFieldStyles(field)}>
      <SelectInput
        path={path}
        name={field?.name ?? 'operator'}
        label={label}
        required
        options={optionsOf(offered)}
        value={value ?? ''}
        readOnly={state.kind === 'none' || state.kind === 'loading'}
        isClearable={false}
        onChange={(option) => {
          const picked = Array.isArray(option) ? option[0] : option
          setValue(picked && typeof picked === 'object' && 'value' in picked ? String(picked.value) : '')
        }}
      />
      {state.kind === 'none' && <p className="field-description">{COPY.pickQuestionFirst}</p>}
      {state.kind === 'loading' && <p className="field-description" role="status">{COPY.loading}</p>}
      {state.kind === 'failed' && <p className="field-description" role="alert">{COPY.failed}</p>}
      {type !== null && offered.length === 0 && (
        <p className="field-description" role="alert">
          {COPY.noOperator(QUESTION_TYPE_LABELS[type])}
        </p>
      )}
      {type !== null && offered.length > 0 && current !== undefined && !isOperatorSuitable(type, current) && (
        <p className="field-description" role="alert">
          {COPY.unsuitable(RULE_WORDS.operators[current], QUESTION_TYPE_LABELS[type])}
        </p>
      )}
    </div>
  )
}
