'use client'
import type React from 'react'
import type { TextFieldClientComponent } from 'payload'
import { SelectInput, TextInput, useField } from '@payloadcms/ui'
import { useConditionQuestion } from './use-condition-question.ts'

/** The field's French texts, once. */
const COPY = {
  label: 'Valeur',
  pickQuestionFirst: 'Choisissez d’abord la question.',
  loading: 'Chargement des choix…',
  failed: 'Les choix de cette question n’ont pas pu être chargés : saisissez la valeur.',
  choose: 'Choisir une réponse',
} as const

/**
 * The 'valeur' of a condition ('Si [question] [opérateur] [valeur]'): the referenced question's choices
 * when it has some (its latest version, drafts included), else free input. Nobody types a choice's code.
 */
export const ConditionValueField: TextFieldClientComponent = ({ path, field }) => {
  const { value, setValue } = useField<string>({ path })
  const state = useConditionQuestion(path)

  const label = typeof field?.label === 'string' ? field.label : COPY.label
  if (state.kind === 'done' && state.question.choices.length > 0) {
    return (
      <SelectInput
        path={path}
        name={field?.name ?? 'value'}
        label={label}
        placeholder={COPY.choose}
        options={state.question.choices.map((choice) => ({ value: choice.value, label: choice.title }))}
        value={value ?? ''}
        onChange={(option) => {
          const picked = Array.isArray(option) ? option[0] : option
          setValue(picked && typeof picked === 'object' && 'value' in picked ? String(picked.value) : '')
        }}
      />
    )
  }
  return (
    <div>
      <TextInput path={path} label={label} value={value ?? ''} onChange={(event: React.ChangeEvent<HTMLInputElement>) => setValue(event.target.value)} />
      {state.kind === 'none' && <p className="field-description">{COPY.pickQuestionFirst}</p>}
      {state.kind === 'loading' && <p className="field-description" role="status">{COPY.loading}</p>}
      {state.kind === 'failed' && <p className="field-description" role="alert">{COPY.failed}</p>}
    </div>
  )
}
